import type { LegalTypeNode } from '@lawbridge/contract';
import type { CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';

/** Picker options of the legal-type tree, valued by id; every choice ends on a leaf. */
export function legalTypePickerOptions(tree: readonly LegalTypeNode[]): CascadePickerOption[] {
  return tree.map((node) => {
    const option: CascadePickerOption = { label: node.name, value: String(node.id) };
    if (node.children?.length) option.children = legalTypePickerOptions(node.children);
    return option;
  });
}

/** The nodes from the top down to the legal type `id`; empty when it is not in the tree. */
export function legalTypePath(tree: readonly LegalTypeNode[], id: number): LegalTypeNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = node.children ? legalTypePath(node.children, id) : [];
    if (below.length) return [node, ...below];
  }
  return [];
}
