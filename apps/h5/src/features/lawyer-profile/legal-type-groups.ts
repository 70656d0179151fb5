import type { LegalTypeNode } from '@lawbridge/contract';

export interface LegalTypeGroup {
  title: string;
  leaves: LegalTypeNode[];
}

/** Practice areas that have no sub-areas are leaves themselves; they share one group. */
export const STANDALONE_GROUP_TITLE = '其他领域';

/** Leaves grouped under their parent, for picking practice areas (only leaves can be chosen). */
export function legalTypeGroups(tree: readonly LegalTypeNode[]): LegalTypeGroup[] {
  const groups = tree
    .filter((parent) => parent.children?.length)
    .map((parent) => ({ title: parent.name, leaves: parent.children ?? [] }));
  const standalone = tree.filter((node) => !node.children?.length);
  return standalone.length ? [...groups, { title: STANDALONE_GROUP_TITLE, leaves: standalone }] : groups;
}

/** Names of the chosen leaves, in the order of the tree. */
export function legalTypeNames(tree: readonly LegalTypeNode[], ids: readonly number[]): string[] {
  return legalTypeGroups(tree)
    .flatMap((group) => group.leaves)
    .filter((leaf) => ids.includes(leaf.id))
    .map((leaf) => leaf.name);
}
