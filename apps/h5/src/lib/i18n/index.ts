import { resolveLocale } from './locale';
import { MESSAGES, type Locale, type MessageKey } from './messages';

export { resolveLocale } from './locale';
export { LOCALES, type Locale, type MessageKey } from './messages';

/** The runtime text for `key` in `locale`, by default the browser's language. */
export function t(key: MessageKey, locale: Locale = resolveLocale(globalThis.navigator?.language)): string {
  return MESSAGES[locale][key];
}
