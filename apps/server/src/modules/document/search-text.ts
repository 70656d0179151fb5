import { fullPinyin, pinyinInitials } from '../common/pinyin-initials';

/**
 * What the centre's keyword matches (`documents.search_text`): the title, the tags, the title's full pinyin
 * and its initials, lower case, so 劳动合同 is found by 劳动, ldht and laodonghetong.
 */
export function documentSearchText(title: string, tags: readonly string[]): string {
  return [title, ...tags, fullPinyin(title), pinyinInitials(title)].join(' ').toLowerCase();
}
