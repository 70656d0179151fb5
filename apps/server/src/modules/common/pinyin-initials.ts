import { pinyin } from 'pinyin-pro';

/**
 * Lower-case pinyin initials of a Chinese name for the directory's keyword search: 张伟 → zw.
 * Surnames use their surname reading (曾 → z, 单 → s). Latin letters and digits are kept.
 */
export function pinyinInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', surname: 'head' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
