import type { AreaNode } from '@lawbridge/contract';
import { areaTree } from '../common/area-tree';

export interface AreaPlace {
  /** Names from the province down, e.g. `浙江省 杭州市 西湖区`. */
  fullName: string;
  isProvince: boolean;
}

let places: Map<string, AreaPlace> | undefined;

function indexPlaces(
  nodes: readonly AreaNode[],
  parentNames: readonly string[],
  into: Map<string, AreaPlace>,
) {
  for (const node of nodes) {
    const names = [...parentNames, node.name];
    into.set(node.code, { fullName: names.join(' '), isProvince: parentNames.length === 0 });
    if (node.children) indexPlaces(node.children, names, into);
  }
}

/** The place of a code in the area tree the clients pick from, or undefined when the tree has no such code. */
export function findAreaPlace(code: string): AreaPlace | undefined {
  if (!places) {
    places = new Map();
    indexPlaces(areaTree(), [], places);
  }
  return places.get(code);
}
