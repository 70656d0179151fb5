import type { AreaNode, LegalTypeNode } from '@lawbridge/contract';

/** `330100` → `3301`, `330000` → `33`: the significant prefix of an area code, which the directory matches on. */
export function areaPrefix(areaCode: string): string {
  return areaCode.replace(/(00)+$/, '');
}

/** A choice in a two-level filter: a parent (province, practice area) or one of its children. */
export interface FilterOption {
  value: string;
  label: string;
  children?: FilterOption[];
}

/** Provinces with their cities (districts are too fine for a directory filter), valued by code prefix. */
export function areaOptions(tree: readonly AreaNode[]): FilterOption[] {
  return tree.map((province) => ({
    value: areaPrefix(province.code),
    label: province.name,
    children: province.children?.map((city) => ({ value: areaPrefix(city.code), label: city.name })),
  }));
}

/** Practice areas with their leaves, valued by id. */
export function legalTypeOptions(tree: readonly LegalTypeNode[]): FilterOption[] {
  return tree.map((parent) => ({
    value: String(parent.id),
    label: parent.name,
    children: parent.children?.map((leaf) => ({ value: String(leaf.id), label: leaf.name })),
  }));
}

/** The parent that is `value` or holds it as a child. */
export function parentOf(
  options: readonly FilterOption[],
  value: string | undefined,
): FilterOption | undefined {
  if (value === undefined) return undefined;
  return options.find(
    (option) => option.value === value || option.children?.some((child) => child.value === value),
  );
}

/** The label of the option valued `value`, at either level. */
export function labelOf(options: readonly FilterOption[], value: string | undefined): string | undefined {
  const parent = parentOf(options, value);
  if (!parent || parent.value === value) return parent?.label;
  return parent.children?.find((child) => child.value === value)?.label;
}
