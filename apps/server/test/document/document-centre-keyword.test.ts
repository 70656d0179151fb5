import { API, type DocumentList } from '@lawbridge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentSearchText, keywordForms } from '../../src/modules/document/search-text';
import { call } from '../helpers/api';
import { consoleCall, listedDocument, useDocumentWorld } from './support/document-world';
import { insertListed } from './support/listed-rows';

const DAY = 86_400_000;

/** Titles and tags whose words overlap (劳动 / 劳务, 合同 in most), so postings intersect in many ways. */
const DOCUMENTS: ReadonlyArray<{ title: string; tags: string[]; sibling?: boolean }> = [
  { title: '劳动合同范本', tags: ['试用期'] },
  { title: '劳务派遣协议', tags: ['派遣', '劳务'] },
  { title: '房屋租赁合同', tags: ['租房'], sibling: true },
  { title: '借款合同 Loan 2024', tags: ['借条'], sibling: true },
  { title: '离婚协议书（含子女抚养）', tags: ['离婚', '抚养'] },
  { title: '合同', tags: [] },
];

describe('the document centre keyword, from its postings', () => {
  const world = useDocumentWorld();
  const texts = new Map<number, { text: string; sibling: boolean }>();
  let siblingTypeId = 0;

  beforeAll(async () => {
    const w = world();
    const sibling = await w.app.db
      .selectFrom('legal_types')
      .select('id')
      .where('parent_id', '=', w.parentTypeId)
      .where('id', '<>', w.leafTypeId)
      .executeTakeFirstOrThrow();
    siblingTypeId = sibling.id;
    for (const [at, document] of DOCUMENTS.entries()) {
      const id = await insertListed(w.app.db, {
        title: document.title,
        tags: document.tags,
        uploaderId: w.customerUserId,
        legalTypeId: document.sibling ? siblingTypeId : w.leafTypeId,
        listedAt: w.clock.now() - (at + 1) * DAY,
      });
      texts.set(id, {
        text: documentSearchText(document.title, document.tags),
        sibling: document.sibling ?? false,
      });
    }
    await insertListed(w.app.db, {
      title: '劳动仲裁申请书',
      uploaderId: w.customerUserId,
      legalTypeId: w.leafTypeId,
      state: 'taken_down',
      listedAt: w.clock.now(),
    });
  });

  const centre = async (query: string) =>
    (await call<DocumentList>(world().app, { method: 'GET', url: `${API.documents}?${query}` })).body.data;
  const titles = async (keyword: string, more = '') =>
    (await centre(`keyword=${encodeURIComponent(keyword)}&sort=newest${more}`)).list.map(
      (item) => item.title,
    );

  it('finds one character, two, a longer word, full pinyin and initials, as substrings', async () => {
    expect(await titles('劳')).toEqual(['劳动合同范本', '劳务派遣协议']);
    expect(await titles('劳动')).toEqual(['劳动合同范本']);
    expect(await titles('合同')).toEqual(['劳动合同范本', '房屋租赁合同', '借款合同 Loan 2024', '合同']);
    expect(await titles('租赁合同')).toEqual(['房屋租赁合同']);
    expect(await titles('laodong')).toEqual(['劳动合同范本']);
    expect(await titles('LaoWu')).toEqual(['劳务派遣协议']);
    expect(await titles('ldht')).toEqual(['劳动合同范本']);
    expect(await titles('ht')).toEqual(['劳动合同范本', '房屋租赁合同', '借款合同 Loan 2024', '合同']);
    expect(await titles('hetong fan')).toEqual(['劳动合同范本']);
  });

  it('needs the keyword whole: grams of it scattered over a text are not a match', async () => {
    // 离婚协议书 holds 婚协 and 议书 but not 婚书.
    expect(await titles('婚书')).toEqual([]);
    expect(await titles('协议合同')).toEqual([]);
    expect(await titles('htld')).toEqual([]);
    // Each holds only pairs found in one text (lan: la and an of laodong…fanben; dod: do, od of laodong; hek: he,
    // ek of jiekuan…hetong) but is in none: the postings find candidates, the check rules them out.
    for (const keyword of ['lan', 'dod', 'hek']) expect(await titles(keyword)).toEqual([]);
    expect(await titles('婚姻')).toEqual([]);
    expect(await centre('keyword=zzzq')).toMatchObject({ total: 0, list: [] });
  });

  it('counts and pages the same with a legal type, a parent taking its children', async () => {
    const leaf = world().leafTypeId;
    expect(await titles('合同', `&legal_type_id=${leaf}`)).toEqual(['劳动合同范本', '合同']);
    expect(await titles('合同', `&legal_type_id=${siblingTypeId}`)).toEqual([
      '房屋租赁合同',
      '借款合同 Loan 2024',
    ]);
    expect(await titles('hetong', `&legal_type_id=${world().parentTypeId}`)).toHaveLength(4);
    const second = await centre(`keyword=ht&sort=newest&page=2&page_size=3`);
    expect(second).toMatchObject({ total: 4 });
    expect(second.list.map((item) => item.title)).toEqual(['合同']);
  });

  // About 300 requests: minutes on a busy machine with PostgreSQL.
  it('answers substrings of the texts (1, 2, 3 and 5 characters from every other one) as a scan would', async () => {
    const keywords = new Set<string>();
    for (const { text } of texts.values()) {
      const characters = Array.from(text);
      for (let at = 0; at < characters.length; at += 2) {
        for (const length of [1, 2, 3, 5]) {
          const keyword = characters
            .slice(at, at + length)
            .join('')
            .trim();
          if (keyword) keywords.add(keyword);
        }
      }
    }
    for (const keyword of keywords) {
      const forms = keywordForms(keyword);
      const expected = [...texts.values()].filter(({ text }) =>
        forms.some((form) => text.includes(form)),
      ).length;
      const answered = (await centre(`keyword=${encodeURIComponent(keyword)}&page_size=1`)).total;
      expect({ keyword, total: answered }).toEqual({ keyword, total: expected });
    }
  }, 180_000);

  it('drops a document taken down and finds it again once restored', async () => {
    const id = await listedDocument(world(), world().lawyer, { title: '股权代持协议书', tags: ['股权'] });
    expect(await titles('代持')).toEqual(['股权代持协议书']);
    const act = (url: string, payload: object) => consoleCall(world(), { method: 'POST', url, payload });
    expect((await act(API.admin.documentTakeDown, { id, reason_code: 'other', text: '核实中' })).code).toBe(
      0,
    );
    expect(await titles('代持')).toEqual([]);
    expect(await titles('gqdc')).toEqual([]);
    expect((await act(API.admin.documentRestore, { id })).code).toBe(0);
    expect(await titles('gqdc')).toEqual(['股权代持协议书']);
  });
});
