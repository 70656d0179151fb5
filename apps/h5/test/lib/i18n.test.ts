import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale, t } from '../../src/lib/i18n';
import { MESSAGES } from '../../src/lib/i18n/messages';

describe('locale resolution', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['en-US', 'en'],
    ['es-MX', 'es'],
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
  ])('%s → %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });

  it('falls back to English for unsupported or missing languages', () => {
    expect(resolveLocale('de-DE')).toBe('en');
    expect(resolveLocale('ja')).toBe('en');
    expect(resolveLocale('')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });
});

describe('runtime texts', () => {
  it('exist in every supported locale', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'zh-Hans', 'zh-Hant']);
    const keys = Object.keys(MESSAGES.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(MESSAGES[locale]).sort()).toEqual(keys);
      for (const text of Object.values(MESSAGES[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('carry the seed texts in English', () => {
    expect(t('connectionTimeout', 'en')).toBe('The connection timed out, click the screen to try again.');
    expect(t('contentCopied', 'en')).toBe('Content copied');
    expect(t('copyFailed', 'en')).toBe('Copy failed, please copy manually');
    expect([t('done', 'en'), t('cancel', 'en')]).toEqual(['Done', 'Cancel']);
    expect([t('done', 'zh-Hans'), t('cancel', 'zh-Hant')]).toEqual(['完成', '取消']);
  });

  it("follow the browser's language by default", () => {
    Object.defineProperty(navigator, 'language', { value: 'zh-TW', configurable: true });
    expect(t('copyFailed')).toBe('複製失敗，請手動複製');
    Object.defineProperty(navigator, 'language', { value: 'pt-BR', configurable: true });
    expect(t('copyFailed')).toBe('Copy failed, please copy manually');
    Reflect.deleteProperty(navigator, 'language');
  });
});
