import { LAWYER_SORTS, type LawyerSort } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/cli/demo/random';
import { checkThroughChanges } from '../helpers/catalogue-rounds';
import { fullPinyin, pinyinInitials } from '../../src/modules/common/pinyin-initials';
import { createDirectoryCatalogue } from '../../src/modules/lawyer/directory-catalogue/catalogue';
import type { DirectoryRow } from '../../src/modules/lawyer/directory-catalogue/entry';
import type { DirectoryFilter } from '../../src/modules/lawyer/directory-filter';

const SURNAMES = ['张', '王', '李', '赵', '诸葛', '欧阳'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', 'Anna'];
const FIRMS = ['金杜律师事务所', '中伦律师事务所', 'King & Wood 律师事务所', '大成律师事务所'];
/** Districts of two cities of one province, and a city of another. */
const AREAS = [
  { area_code: '440305', city_code: '440300', province_code: '440000' },
  { area_code: '440304', city_code: '440300', province_code: '440000' },
  { area_code: '440106', city_code: '440100', province_code: '440000' },
  { area_code: '110105', city_code: '110100', province_code: '110000' },
];
const TYPES = [11, 12, 13, 21, 22];

type Random = ReturnType<typeof createRandom>;

function randomRow(random: Random, id: number): DirectoryRow {
  const name = random.pick(SURNAMES) + random.pick(GIVEN);
  return {
    id,
    uuid: `uuid-${id}`,
    name,
    avatar_upload_id: null,
    law_firm: random.pick(FIRMS),
    practice_start_year: random.int(2000, 2024),
    ...random.pick(AREAS),
    rating: random.pick([0, 38, 45, 45, 50]),
    review_count: random.int(0, 5),
    served_orders: random.int(0, 4),
    accepting: random.pick([0, 1, 1]),
    enabled: random.pick([0, 1, 1, 1]),
    name_pinyin_initials: pinyinInitials(name),
    name_pinyin: fullPinyin(name),
    legal_type_ids: random.sample(TYPES, random.int(0, 3)),
    choices: [],
  };
}

/** The directory's rules written out plainly (PRODUCT §5): the filters, then the sort's keys, id last. */
function expected(
  rows: ReadonlyMap<number, DirectoryRow>,
  filter: DirectoryFilter,
  sort: LawyerSort,
  window: { offset: number; limit: number },
) {
  const keyword = filter.keyword;
  const spelled =
    keyword && /^[a-z0-9' ]+$/i.test(keyword) ? keyword.toLowerCase().replace(/[' ]/g, '') : null;
  const keywordMatches = (row: DirectoryRow) => {
    if (keyword === null) return true;
    if (spelled)
      return (
        row.name_pinyin_initials.startsWith(spelled) ||
        (spelled.length > 1 && row.name_pinyin.startsWith(spelled))
      );
    const lower = keyword.toLowerCase();
    return row.name.toLowerCase().includes(lower) || row.law_firm.toLowerCase().includes(lower);
  };
  const areaField = { province: 'province_code', city: 'city_code', district: 'area_code' } as const;
  const matching = [...rows.values()].filter(
    (row) =>
      row.enabled === 1 &&
      (filter.area === null || row[areaField[filter.area.level]] === filter.area.code) &&
      (filter.legalTypeIds === null || row.legal_type_ids.some((id) => filter.legalTypeIds!.includes(id))) &&
      keywordMatches(row),
  );
  const keys: Record<LawyerSort, (row: DirectoryRow) => number[]> = {
    default: (row) => [-row.accepting, -row.rating, -row.served_orders, -row.id],
    rating: (row) => [-row.rating, -row.review_count, -row.id],
    orders: (row) => [-row.served_orders, -row.rating, -row.id],
    years: (row) => [row.practice_start_year, row.id],
  };
  const compare = (a: DirectoryRow, b: DirectoryRow) => {
    const [left, right] = [keys[sort](a), keys[sort](b)];
    for (let at = 0; at < left.length; at += 1) if (left[at] !== right[at]) return left[at]! - right[at]!;
    return 0;
  };
  const ids = matching
    .sort(compare)
    .slice(window.offset, window.offset + window.limit)
    .map((row) => row.id);
  return { ids, total: matching.length };
}

function randomFilter(random: Random): DirectoryFilter {
  const keywords = [
    '张',
    '诸葛',
    '娜',
    'anna',
    'z',
    'zw',
    'zhang',
    'zhu ge',
    "ou'yang",
    '金杜',
    'king &',
    '律师',
    'x',
  ];
  const areas = [
    { level: 'province', code: '440000' },
    { level: 'city', code: '440300' },
    { level: 'district', code: '440106' },
    { level: 'district', code: '110105' },
    { level: 'city', code: '330100' },
  ] as const;
  const types = [[random.pick(TYPES)], [11, 12, 13], TYPES];
  return {
    keyword: random.int(1, 3) === 1 ? random.pick(keywords) : null,
    area: random.int(1, 2) === 1 ? random.pick(areas) : null,
    legalTypeIds: random.int(1, 2) === 1 ? random.pick(types) : null,
  };
}

describe('the directory catalogue', () => {
  it('answers every filter, sort and page as the rules say, through single changes and large batches', () => {
    const random = createRandom(20261127);
    const catalogue = createDirectoryCatalogue();
    const { rows, checked } = checkThroughChanges(random, {
      randomRow: (id) => randomRow(random, id),
      apply: (batch) => catalogue.apply(batch),
      checkQuery(rows) {
        const filter = randomFilter(random);
        const sort = random.pick(LAWYER_SORTS);
        const window = { offset: random.pick([0, 0, 20, 40, 1_500]), limit: random.pick([1, 10, 20]) };
        const found = catalogue.page(filter, sort, window);
        expect({
          filter,
          sort,
          window,
          ids: found.entries.map((entry) => entry.id),
          total: found.total,
        }).toEqual({
          filter,
          sort,
          window,
          ...expected(rows, filter, sort, window),
        });
      },
    });
    expect(catalogue.size()).toBe([...rows.values()].filter((row) => row.enabled === 1).length);
    expect(checked).toBe(1_500);
  });

  it('walks the sort when a filter matches more lawyers than it sorts at once', () => {
    const random = createRandom(7);
    const rows = new Map<number, DirectoryRow>();
    for (let id = 1; id <= 6_000; id += 1) rows.set(id, { ...randomRow(random, id), enabled: 1 });
    const catalogue = createDirectoryCatalogue();
    catalogue.apply([...rows.values()]);
    const guangdong = { level: 'province', code: '440000' } as const;
    const filters: DirectoryFilter[] = [
      { keyword: '律师', area: null, legalTypeIds: null },
      { keyword: '律师', area: guangdong, legalTypeIds: null },
      { keyword: null, area: guangdong, legalTypeIds: [11, 12, 13, 21] },
    ];
    for (const filter of filters) {
      for (const sort of LAWYER_SORTS) {
        const window = { offset: 60, limit: 20 };
        const found = catalogue.page(filter, sort, window);
        expect(found.total).toBeGreaterThan(2_000);
        expect({ ids: found.entries.map((entry) => entry.id), total: found.total }).toEqual(
          expected(rows, filter, sort, window),
        );
      }
    }
  });
});
