import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, latestSmsCode, uniquePhone } from '../support/api';
import { snap, snapAt320, useBrowser } from '../support/browser';
import { h5, loginThroughUi, SESSION_STORAGE_KEY } from '../support/h5';
import { sidewaysOverflow } from '../support/page-checks';
import { pastSmsInterval, useMovableProduct } from '../support/movable-product';

const journey = 'account';
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/**
 * 更换手机号 and 注销账号 at 375 px (issue 18): a customer moves the account to a new number and logs in with
 * it; a closing refused while an order is open, then accepted once it is closed; the number registers again
 * as a new user. The server's clock is movable so each phone's next code need not wait a real minute.
 */
describe('accounts: change the phone number, close the account, register again', () => {
  const product = useMovableProduct();
  const browser = useBrowser('phone');
  const [firstPhone, newPhone] = [uniquePhone(), uniquePhone()];
  const nextMinute = () => pastSmsInterval(product().baseUrl);
  const settings = () => h5(product().baseUrl, '/pages/customer/setting/index');
  const token = (page: Page) =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.token as string,
      SESSION_STORAGE_KEY,
    );

  async function signIn(page: Page, phone: string) {
    await page.goto(h5(product().baseUrl, '/pages/customer/profile/user'));
    await page.getByRole('textbox', { name: '手机号' }).waitFor();
    await loginThroughUi(page, product().baseUrl, phone);
    await page.getByText(masked(phone)).waitFor();
    await page.goto(settings());
    await page.getByText('账号与安全').waitFor();
  }

  it('changes the phone number, then logs in with the new one', async () => {
    const { page } = browser();
    await signIn(page, firstPhone);
    await page.getByText('更换手机号').tap();
    await page.getByText(`第一步：验证当前手机号 ${masked(firstPhone)}`).waitFor();
    await snap(page, journey, '01-verify-old');
    await nextMinute();
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page
      .getByRole('textbox', { name: '当前手机号验证码' })
      .fill(await latestSmsCode(product().baseUrl, firstPhone));
    await page.getByRole('button', { name: '下一步' }).tap();

    await page.getByRole('textbox', { name: '新手机号', exact: true }).fill(firstPhone);
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await page.getByText('新手机号不能与当前手机号相同').waitFor();
    await page.getByRole('textbox', { name: '新手机号', exact: true }).fill(newPhone);
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page
      .getByRole('textbox', { name: '新手机号验证码' })
      .fill(await latestSmsCode(product().baseUrl, newPhone));
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '02-new-number');
    await snapAt320(page, journey, '02-new-number');
    await page.getByRole('button', { name: '确认更换' }).tap();

    // Back on 设置, still signed in, showing the new number.
    await page.getByText(masked(newPhone)).waitFor();
    await snap(page, journey, '03-changed');

    await page.getByRole('button', { name: '退出登录' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).tap();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    await nextMinute();
    await signIn(page, newPhone);
    await snap(page, journey, '04-signed-in-with-new-number');
  });

  it('refuses to close while an order is open, closes once it is closed, and the number registers anew', async () => {
    const { page } = browser();
    const api = apiWith(product().baseUrl, { 'x-token': await token(page) });
    const lawyers = await api<{ list: Array<{ uuid: string }> }>('GET', '/api/v1/lawyer?page=1&page_size=1');
    const lawyerUuid = lawyers.list[0]?.uuid ?? '';
    const lawyer = await api<{ services: Array<{ id: number }> }>(
      'GET',
      `/api/v1/lawyer/detail?uuid=${lawyerUuid}`,
    );
    const order = await api<{ order_no: string }>('POST', '/api/v1/order/service', {
      lawyer_uuid: lawyerUuid,
      config_id: lawyer.services[0]?.id,
      description: '公司拖欠三个月工资，想咨询如何维权。',
    });

    await page.goto(settings());
    await page.getByText('注销账号').tap();
    await page.getByText('暂不能注销，您还有：').waitFor();
    await page.getByText('未完成的咨询订单（1）').waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '05-close-refused', { fullPage: true });
    await snapAt320(page, journey, '05-close-refused', { fullPage: true });

    await api('POST', '/api/v1/order/service/action', { order_no: order.order_no, action: 'close' });
    await page.goBack();
    await page.getByText('更换手机号').waitFor();
    await page.getByText('注销账号').tap();
    await page.getByText('我已了解以上注销后果').waitFor();
    await nextMinute();
    await page.getByRole('button', { name: '获取验证码' }).tap();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page
      .getByRole('textbox', { name: '验证码' })
      .fill(await latestSmsCode(product().baseUrl, newPhone));
    await page.getByText('我已了解以上注销后果').tap();
    await snap(page, journey, '06-close-form', { fullPage: true });
    await snapAt320(page, journey, '06-close-form', { fullPage: true });
    await page.getByRole('button', { name: '注销账号' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '确定注销' }).tap();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/auth/login'));
    await page.getByText('账号已注销').waitFor();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
    expect(JSON.parse(stored ?? '{}').state).toMatchObject({ token: null, user: null });
    await snap(page, journey, '07-closed');

    // The same number registers again on that page: a new account with the default nickname and no orders.
    await nextMinute();
    await loginThroughUi(page, product().baseUrl, newPhone);
    await page.waitForURL((url) => !url.hash.startsWith('#/pages/auth/login'));
    await page.goto(settings());
    await page.getByText(`用户${newPhone.slice(-4)}`).scrollIntoViewIfNeeded();
    await snap(page, journey, '08-registered-again');
    await page.goto(h5(product().baseUrl, '/pages/customer/order/service/list'));
    await page.getByText('暂无').first().waitFor();
    await snap(page, journey, '09-no-old-orders');
  });
});
