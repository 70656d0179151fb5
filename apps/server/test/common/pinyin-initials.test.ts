import { describe, expect, it } from 'vitest';
import { fullPinyin, pinyinInitials, pinyinKeyword } from '../../src/modules/common/pinyin-initials';

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

describe('fullPinyin', () => {
  it('spells the name without tones or spaces, surnames in their surname reading, ü as v', () => {
    expect(fullPinyin('卢永宁')).toBe('luyongning');
    expect(fullPinyin('欧阳娜娜')).toBe('ouyangnana');
    expect(fullPinyin('单雪梅')).toBe('shanxuemei');
    expect(fullPinyin('吕小军')).toBe('lvxiaojun');
    expect(fullPinyin('李 A·1')).toBe('lia1');
  });
});

describe('pinyinKeyword', () => {
  it('drops spaces and apostrophes and lower-cases', () => {
    expect(pinyinKeyword('Lu Yongning')).toBe('luyongning');
    expect(pinyinKeyword("xi'an")).toBe('xian');
    expect(pinyinKeyword('lü')).toBe('lv');
  });

  it('is null for keywords that are not pinyin', () => {
    expect(pinyinKeyword('卢永宁')).toBeNull();
    expect(pinyinKeyword('lu 永宁')).toBeNull();
    expect(pinyinKeyword('100%')).toBeNull();
  });
});
