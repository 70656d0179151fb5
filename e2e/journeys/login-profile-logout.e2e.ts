import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5, loginThroughUi, SESSION_STORAGE_KEY } from '../support/h5';
import { sharedProduct } from '../support/shared-product';

const journey = 'login-profile-logout';

describe('a new user logs in with an SMS code, edits the nickname and logs out', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  const phone = uniquePhone();

  it('walks home → login → 个人信息 → 设置 → logout', async () => {
    const { page } = browser();
    await page.goto(h5(baseUrl, '/'));
    await page.getByRole('heading', { name: '律桥法律服务' }).waitFor();
    await snap(page, journey, '01-home');

    await page.goto(h5(baseUrl, '/pages/customer/profile/user'));
    await page.getByRole('textbox', { name: '手机号' }).waitFor();
    await snap(page, journey, '02-login');
    await loginThroughUi(page, baseUrl, phone);

    // Back on 个人信息 with the default nickname and the masked phone.
    await page.getByText(`用户${phone.slice(-4)}`).waitFor();
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`).count()).resolves.toBe(1);
    await snap(page, journey, '03-profile');

    await page.getByText('昵称', { exact: true }).tap();
    await page.getByRole('textbox', { name: '昵称' }).fill('张律桥');
    await page.getByText('保存', { exact: true }).tap();
    await page.getByText('张律桥').waitFor();
    await snap(page, journey, '04-nickname-saved');

    await page.goto(h5(baseUrl, '/pages/customer/setting/index'));
    await page.getByRole('button', { name: '退出登录' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).tap();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
    expect(JSON.parse(stored ?? '{}').state).toMatchObject({ token: null, type: 'customer', user: null });
    await snap(page, journey, '05-logged-out');

    // Signed out for real: the profile asks for a login again.
    await page.goto(h5(baseUrl, '/pages/customer/profile/user'));
    await page.getByRole('textbox', { name: '手机号' }).waitFor();
  });
});
