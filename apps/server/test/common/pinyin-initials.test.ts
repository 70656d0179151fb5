import { describe, expect, it } from 'vitest';
import { pinyinInitials } from '../../src/modules/common/pinyin-initials';

describe('pinyinInitials', () => {
  it('gives lower-case initials of a Chinese name', () => {
    expect(pinyinInitials('张伟')).toBe('zw');
    expect(pinyinInitials('欧阳娜娜')).toBe('oynn');
  });

  it('reads polyphonic surnames with their surname reading', () => {
    expect(pinyinInitials('曾国强')).toBe('zgq');
    expect(pinyinInitials('单雪梅')).toBe('sxm');
  });

  it('keeps latin letters and digits, drops spaces and punctuation', () => {
    expect(pinyinInitials('李 A·1')).toBe('la1');
  });
});
