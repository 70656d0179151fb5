import type { AreaNode } from '@lawbridge/contract';
import { areaTree } from '../common/area-tree';

/** `自治区直辖县级行政区划` and the like group counties under a province; they are not a city people name. */
const COUNTY_GROUP = /直辖县级行政区划$/;

let names: Map<string, string> | undefined;
let fullNames: Map<string, string> | undefined;

function indexNames(provinces: readonly AreaNode[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const province of provinces) {
    index.set(province.code, province.name);
    for (const city of province.children ?? []) {
      index.set(city.code, `${province.name} ${city.name}`);
      const districtPrefix = COUNTY_GROUP.test(city.name) ? province.name : city.name;
      for (const district of city.children ?? []) {
        index.set(district.code, `${districtPrefix} ${district.name}`);
      }
    }
  }
  return index;
}

function indexFullNames(provinces: readonly AreaNode[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const province of provinces) {
    index.set(province.code, province.name);
    for (const city of province.children ?? []) {
      const cityNames = COUNTY_GROUP.test(city.name) ? [province.name] : [province.name, city.name];
      index.set(city.code, cityNames.join(' '));
      for (const district of city.children ?? []) {
        index.set(district.code, [...cityNames, district.name].join(' '));
      }
    }
  }
  return index;
}

/**
 * How a lawyer's area reads on the directory and the lawyer page: always from the province down, in
 * full names (`广东省 深圳市 南山区`, `广东省 东莞市`); a municipality has no city level
 * (`北京市 朝阳区`) and a county under a province's direct rule none either (`海南省 五指山市`).
 * A code the area data no longer lists shows as itself.
 */
export function areaFullName(code: string): string {
  fullNames ??= indexFullNames(areaTree());
  return fullNames.get(code) ?? code;
}

/**
 * How a lawyer's area reads in the console's lists: the district with its city (`深圳市 南山区`), or with the
 * municipality or province when there is no city level (`北京市 朝阳区`); a city with its province
 * (`广东省 东莞市`). A code the area data no longer lists shows as itself.
 */
export function areaDisplayName(code: string): string {
  names ??= indexNames(areaTree());
  return names.get(code) ?? code;
}
