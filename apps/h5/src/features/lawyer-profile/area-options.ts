import type { AreaNode } from '@lawbridge/contract';
import type { CascadePickerOption } from 'antd-mobile/es/components/cascade-picker';

/**
 * Picker options of the area tree. A practice area must be a city or a district (PRODUCT §5), so
 * provinces without cities are left out and every choice ends on a city or a district.
 */
export function areaPickerOptions(tree: readonly AreaNode[]): CascadePickerOption[] {
  return tree.filter((province) => province.children?.length).map(toOption);
}

function toOption(node: AreaNode): CascadePickerOption {
  const option: CascadePickerOption = { label: node.name, value: node.code };
  if (node.children?.length) option.children = node.children.map(toOption);
  return option;
}

/** The nodes from the province down to the area with `code`; empty when the code is not in the tree. */
export function areaPath(tree: readonly AreaNode[], code: string): AreaNode[] {
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = node.children ? areaPath(node.children, code) : [];
    if (below.length) return [node, ...below];
  }
  return [];
}
