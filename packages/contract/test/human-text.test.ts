import { describe, expect, it } from 'vitest';
import { searchKeyword, text } from '../src/fields';

const nickname = text('昵称', { max: 20 });

describe('people text fields', () => {
  it('removes zero-width and bidirectional-override characters before checking the length', () => {
    expect(nickname.parse('\u202E王\u200B律\uFEFF师\u2066')).toBe('王律师');
    expect(nickname.safeParse('\u200B\u200C').error?.issues[0]?.message).toBe('请填写昵称');
  });

  it('refuses control characters such as NUL with a message naming the field', () => {
    expect(nickname.safeParse('王\u0000律师').error?.issues[0]?.message).toBe('昵称不能包含控制字符');
    expect(nickname.safeParse('a\u007Fb').success).toBe(false);
  });

  it('keeps line breaks and tabs in longer text', () => {
    expect(text('反馈内容', { max: 500 }).parse('第一行\n第二行\t完')).toBe('第一行\n第二行\t完');
  });

  it('treats a search keyword the same way', () => {
    const keyword = searchKeyword(30);
    expect(keyword.safeParse('%00abc'.replace('%00', '\u0000')).error?.issues[0]?.message).toBe(
      '搜索词不能包含控制字符',
    );
    expect(keyword.parse(' lu\u200Byongning ')).toBe('luyongning');
    expect(keyword.parse(undefined)).toBeUndefined();
  });
});
