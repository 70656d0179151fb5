import { describe, expect, it } from 'vitest';
import { snap, useBrowser } from '../support/browser';
import { h5, recordToasts, SESSION_STORAGE_KEY, toastsShown } from '../support/h5';
import { sharedProduct } from '../support/shared-product';

const journey = 'expired-token';

describe('an expired token logs the user out once and lands on login', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;

  it('shows 登录过期，请重新登录 once and opens the login page', async () => {
    const { page } = browser();
    await recordToasts(page);
    // A session the server no longer knows: the launch's user-info call and the page's own calls all get code 2.
    const staleSession = {
      state: {
        token: 'expired-token-the-server-never-issued',
        type: 'customer',
        lawyer: null,
        user: {
          uuid: 'stale',
          phone: '13900000000',
          nickname: '旧会话',
          avatar: null,
          gender: 0,
          is_lawyer: 0,
          channel_type: '1',
        },
      },
      version: 0,
    };
    await page.goto(h5(baseUrl, '/'));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify(staleSession),
    ] as const);
    // A fresh document, so the launch itself starts with the stale token and the toast record is this page's.
    await page.goto('about:blank');
    await page.goto(h5(baseUrl, '/pages/customer/profile/user'));

    await page.getByRole('textbox', { name: '手机号' }).waitFor();
    // The toast hides after 1.5 s, so the record of every toast shown is what the test reads.
    const expiredToasts = async () => (await toastsShown(page)).filter((text) => text.includes('登录过期'));
    await expect.poll(expiredToasts, { timeout: 15_000 }).toHaveLength(1);
    await snap(page, journey, '01-login-after-expiry');
    // Every request that failed with code 2 has answered by now; later ones are throttled, not shown again.
    await page.waitForTimeout(1600);
    await expect(expiredToasts()).resolves.toEqual(['登录过期，请重新登录']);
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? '{}',
    );
    expect(stored.state.token).toBeNull();
  });
});
