import { describe, expect, it } from 'vitest';
import { documentListQuery, documentQuery, DOCUMENT_KEYWORD_MAX, idOf, searchKeywordOf } from '../src';

const keywordField = documentListQuery.shape.keyword;

describe("the plain address checks agree with the schemas' rules", () => {
  it('reads a search keyword as searchKeyword does, or leaves it out where the schema refuses it', () => {
    for (const raw of [
      'wjg',
      ' 合同 ',
      '\u200B合\u200D同',
      '',
      '   ',
      '律'.repeat(30),
      '律'.repeat(31),
      'a\u0000b',
      '\u000Bab',
    ]) {
      const parsed = keywordField.safeParse(raw);
      expect(searchKeywordOf(raw, DOCUMENT_KEYWORD_MAX), JSON.stringify(raw)).toBe(
        parsed.success ? parsed.data || undefined : undefined,
      );
    }
    expect(searchKeywordOf(undefined, DOCUMENT_KEYWORD_MAX)).toBeUndefined();
  });

  it('reads an id of 1 to INT32_MAX written in digits, and nothing the schema would refuse', () => {
    for (const raw of ['1', '19', '2147483647']) {
      expect(idOf(raw)).toBe(documentQuery.parse({ id: raw }).id);
    }
    for (const raw of ['0', '-3', '2147483648', 'abc', '', '1.5', '99999999999']) {
      expect(idOf(raw), raw).toBeUndefined();
      expect(documentQuery.safeParse({ id: raw }).success, raw).toBe(false);
    }
    expect(idOf(undefined)).toBeUndefined();
  });
});
