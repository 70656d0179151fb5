import type { LegalTypeEntry } from '../common/legal-type-tree';

/** A 2-digit prefix names a province, 4 digits a city, 6 digits whichever level the code is. */
export type AreaLevel = 'province' | 'city' | 'district';

export interface DirectoryFilter {
  /**
   * Matched ignoring case: inside the name or the firm, or, when it reads as pinyin (spaces and
   * apostrophes dropped), at the start of the name's pinyin initials or full pinyin.
   */
  keyword: string | null;
  area: { level: AreaLevel; code: string } | null;
  /** A leaf, or a parent with its leaves; null for every type. Never empty. */
  legalTypeIds: number[] | null;
}

/**
 * An area prefix as stored columns: 2 digits (`44`) is a province, 4 digits (`4403`) a city; a full
 * code is a province when it ends in 0000, a city when it ends in 00, a district otherwise.
 */
export function areaFilterOf(prefix: string): DirectoryFilter['area'] {
  if (prefix.length === 2) return { level: 'province', code: `${prefix}0000` };
  if (prefix.length === 4) return { level: 'city', code: `${prefix}00` };
  if (prefix.endsWith('0000')) return { level: 'province', code: prefix };
  if (prefix.endsWith('00')) return { level: 'city', code: prefix };
  return { level: 'district', code: prefix };
}

/** The enabled legal type `id` with its enabled leaves (a parent includes them); empty when unknown. */
export function legalTypeWithLeaves(types: readonly LegalTypeEntry[], id: number): number[] {
  if (!types.some((type) => type.id === id)) return [];
  return [id, ...types.filter((type) => type.parent_id === id).map((type) => type.id)];
}

export interface DirectoryCriteria {
  keyword?: string | undefined;
  area_code?: string | undefined;
  legal_type_id?: number | undefined;
}

/** The query's filters as the catalogue takes them; null when they can match nobody (an unknown legal type). */
export function directoryFilter(
  criteria: DirectoryCriteria,
  legalTypes: readonly LegalTypeEntry[],
): DirectoryFilter | null {
  let legalTypeIds: number[] | null = null;
  if (criteria.legal_type_id !== undefined) {
    legalTypeIds = legalTypeWithLeaves(legalTypes, criteria.legal_type_id);
    if (legalTypeIds.length === 0) return null;
  }
  return {
    keyword: criteria.keyword || null,
    area: criteria.area_code ? areaFilterOf(criteria.area_code) : null,
    legalTypeIds,
  };
}
