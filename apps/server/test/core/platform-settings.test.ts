import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSettings } from '../../src/core/db/platform-settings';
import { createDocumentSettingsRepo } from '../../src/modules/document/settings-repo';
import { createWithdrawalSettingsRepo } from '../../src/modules/withdrawal/settings-repo';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('platform settings: one reader and writer for every module’s rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reads the keys asked for, a key without a row as the module says, and writes only those keys', async () => {
    const settings = createPlatformSettings(t.app.db);
    const keys = ['document_daily_downloads', 'no_such_setting'] as const;
    expect(await settings.read(keys, () => -1)).toEqual({
      document_daily_downloads: 20,
      no_such_setting: -1,
    });
    await settings.save(['document_daily_downloads'], { document_daily_downloads: 7 }, t.clock.now());
    expect(await settings.read(['document_daily_downloads'], () => -1)).toEqual({
      document_daily_downloads: 7,
    });
    await settings.save(['document_daily_downloads'], { document_daily_downloads: 20 }, t.clock.now());
  });

  it('gives withdrawals their defaults for a missing row, and documents none (migration 032 seeds them)', async () => {
    await t.app.db.deleteFrom('platform_settings').where('key', '=', 'withdrawal_min_fen').execute();
    expect((await createWithdrawalSettingsRepo(t.app.db).read()).withdrawal_min_fen).toBe(100);
    await t.app.db.deleteFrom('platform_settings').where('key', '=', 'document_price_max_fen').execute();
    await expect(createDocumentSettingsRepo(t.app.db).read()).rejects.toThrow(
      'platform_settings has no document_price_max_fen (migration 032)',
    );
  });
});
