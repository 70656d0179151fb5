import { FALLBACK_LOCALE, LOCALES, type Locale } from './messages';

const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * Maps a BCP 47 tag such as `zh-CN`, `zh-Hant-TW` or `fr-CA` to a supported locale.
 * Chinese goes by script when given, else by region (TW/HK/MO are Traditional); anything unknown is `en`.
 */
export function resolveLocale(tag: string | undefined | null): Locale {
  if (!tag) return FALLBACK_LOCALE;
  const [language = '', ...rest] = tag.replace(/_/g, '-').split('-');
  const lang = language.toLowerCase();
  if (lang === 'zh') {
    const script = rest.find((part) => part.length === 4)?.toLowerCase();
    if (script === 'hant') return 'zh-Hant';
    if (script === 'hans') return 'zh-Hans';
    const region = rest.find((part) => part.length === 2)?.toUpperCase();
    return region && TRADITIONAL_REGIONS.has(region) ? 'zh-Hant' : 'zh-Hans';
  }
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : FALLBACK_LOCALE;
}
