import { DOCUMENT_SORTS, type DocumentSort } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { createCatalogue, type CatalogueRow } from '../../src/modules/document/catalogue/catalogue';
import { documentSearchText, keywordForms } from '../../src/modules/document/search-text';
import { createRandom } from '../../src/cli/demo/random';
import { checkThroughChanges } from '../helpers/catalogue-rounds';

const DAY = 86_400_000;
const WORDS = ['劳动合同', '租赁', '借款', '离婚协议', '股权', '合同', '律师函', '遗嘱', '保密'];
const TAGS = ['入职', '租房', 'Loan', '抚养', '2024', '范本'];
const TYPES = [11, 12, 13, 14, 21, 22];
const STATES = ['listed', 'listed', 'listed', 'taken_down', 'withdrawn', 'reviewing'];

type Random = ReturnType<typeof createRandom>;

function randomRow(random: Random, id: number): CatalogueRow {
  const title = `${random.pick(WORDS)}${random.pick(WORDS)}${random.int(1, 3) === 1 ? '范本' : ''}`;
  const tags = [random.pick(TAGS)];
  const ratingCount = random.int(0, 6);
  return {
    id,
    state: random.pick(STATES),
    legalTypeId: random.pick(TYPES),
    price: random.pick([0, 990, 1990, 4900]),
    sales: random.int(0, 40),
    ratingSum: ratingCount * random.int(1, 5),
    ratingCount,
    listedAt: 1_780_000_000_000 + random.int(0, 60) * DAY + random.int(0, DAY),
    searchText: documentSearchText(title, tags),
  };
}

/** The centre's rules written out plainly: docs/decisions.md's 综合 and the other sorts, id breaking ties. */
function expected(
  rows: ReadonlyMap<number, CatalogueRow>,
  filter: { keyword: string | null; legalTypeIds: number[] | null },
  sort: DocumentSort,
  window: { offset: number; limit: number },
) {
  const forms = filter.keyword === null ? null : keywordForms(filter.keyword);
  const matching = [...rows.values()].filter(
    (row) =>
      row.state === 'listed' &&
      (filter.legalTypeIds === null || filter.legalTypeIds.includes(row.legalTypeId)) &&
      (forms === null || forms.some((form) => row.searchText.includes(form))),
  );
  const score = (row: CatalogueRow) =>
    row.sales * 3 + Math.floor((4 * row.ratingSum) / (row.ratingCount + 1)) + Math.floor(row.listedAt / DAY);
  const average = (row: CatalogueRow) =>
    row.ratingCount === 0 ? 0 : Math.floor((row.ratingSum * 100) / row.ratingCount);
  const keys: Record<DocumentSort, (row: CatalogueRow) => number[]> = {
    default: (row) => [-score(row), -row.id],
    sales: (row) => [-row.sales, -row.id],
    rating: (row) => [-average(row), -row.ratingCount, -row.id],
    newest: (row) => [-row.listedAt, -row.id],
    price: (row) => [row.price, row.id],
  };
  const compare = (a: CatalogueRow, b: CatalogueRow) => {
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

function randomFilter(random: Random) {
  const keywords = [
    '合同',
    '劳',
    'ht',
    'ldht',
    'hetong',
    'zu lin',
    '律师函',
    '2024',
    'l',
    '婚协',
    '股权股权',
    'zz',
  ];
  const types = [null, [random.pick(TYPES)], [11, 12, 13, 14], TYPES];
  return {
    keyword: random.int(1, 3) === 1 ? null : random.pick(keywords),
    legalTypeIds: random.pick(types),
  };
}

describe('the document centre catalogue', () => {
  it('answers every filter, sort and page as the rules say, through single changes and large batches', () => {
    const random = createRandom(20261127);
    const catalogue = createCatalogue();
    const { rows, checked } = checkThroughChanges(random, {
      randomRow: (id) => randomRow(random, id),
      apply: (batch) => catalogue.apply(batch),
      checkQuery(rows) {
        const filter = randomFilter(random);
        const sort = random.pick(DOCUMENT_SORTS);
        const window = { offset: random.pick([0, 0, 20, 40, 2_100]), limit: random.pick([1, 10, 20]) };
        expect({ filter, sort, window, ...catalogue.page(filter, sort, window) }).toEqual({
          filter,
          sort,
          window,
          ...expected(rows, filter, sort, window),
        });
      },
    });
    expect(catalogue.size()).toBe([...rows.values()].filter((row) => row.state === 'listed').length);
    expect(checked).toBe(1_500);
  });

  it('walks the sort when a filter matches more documents than it sorts at once', () => {
    const catalogue = createCatalogue();
    const rows = new Map<number, CatalogueRow>();
    const random = createRandom(7);
    for (let id = 1; id <= 5_000; id += 1) {
      const row = { ...randomRow(random, id), state: 'listed' };
      rows.set(id, row);
    }
    catalogue.apply([...rows.values()]);
    const filters = [
      { keyword: 'h', legalTypeIds: null },
      { keyword: null, legalTypeIds: TYPES },
      { keyword: null, legalTypeIds: [11, 12, 13] },
    ];
    for (const filter of filters) {
      for (const sort of DOCUMENT_SORTS) {
        const window = { offset: 60, limit: 20 };
        const answer = catalogue.page(filter, sort, window);
        expect(answer.total).toBeGreaterThan(2_000);
        expect(answer).toEqual(expected(rows, filter, sort, window));
      }
    }
  });
});
