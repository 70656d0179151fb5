import type { LegalTypeNode } from '@lawbridge/contract';

export interface LegalTypeEntry {
  id: number;
  parent_id: number | null;
  name: string;
}

/**
 * Nests legal types under their parents, keeping the order of `entries` (already sorted).
 * A child whose parent is missing (disabled) is left out with it; childless parents have no `children`.
 */
export function nestLegalTypes(entries: readonly LegalTypeEntry[]): LegalTypeNode[] {
  const childrenOf = new Map<number, LegalTypeNode[]>();
  for (const entry of entries) {
    if (entry.parent_id === null) continue;
    const siblings = childrenOf.get(entry.parent_id) ?? [];
    siblings.push({ id: entry.id, name: entry.name });
    childrenOf.set(entry.parent_id, siblings);
  }
  return entries
    .filter((entry) => entry.parent_id === null)
    .map((entry) => {
      const children = childrenOf.get(entry.id);
      return children ? { id: entry.id, name: entry.name, children } : { id: entry.id, name: entry.name };
    });
}
