import { pinyin } from 'pinyin-pro';

/** Surnames use their surname reading (曾 → zeng, 单 → shan); ü is written v, as people type it (吕 → lv). */
const OPTIONS = { toneType: 'none', type: 'array', surname: 'head', v: true } as const;

const searchable = (syllables: string[]) =>
  syllables
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Lower-case pinyin initials of a Chinese name for the directory's keyword search: 张伟 → zw.
 * Latin letters and digits are kept.
 */
export function pinyinInitials(name: string): string {
  return searchable(pinyin(name, { ...OPTIONS, pattern: 'first' }));
}

/** The full pinyin of a name without spaces or tones, for the same search: 卢永宁 → luyongning. */
export function fullPinyin(name: string): string {
  return searchable(pinyin(name, OPTIONS));
}

/**
 * A search keyword as the pinyin columns are written: lower case, without the spaces and apostrophes
 * people type between syllables (`Lu Yongning`, `xi'an` → `luyongning`, `xian`); null when it is not
 * pinyin (Chinese characters or other signs), so only names and firms are searched.
 */
export function pinyinKeyword(keyword: string): string | null {
  const compact = keyword
    .toLowerCase()
    .replace(/[\s'’]/g, '')
    .replace(/ü/g, 'v');
  return /^[a-z0-9]+$/.test(compact) ? compact : null;
}
