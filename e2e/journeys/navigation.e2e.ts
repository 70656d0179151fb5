import { describe, expect, it } from 'vitest';
import { snap, useBrowser } from '../support/browser';
import { h5 } from '../support/h5';
import { expectPage, openInApp } from '../support/page-checks';
import { ABOUT, CUSTOMER_SIDE_ROUTES, LAWYER_SIDE_ROUTES, type RouteCase } from '../support/route-cases';
import { openSignedIn, signInByApi } from '../support/session';
import type { Page } from 'playwright-core';
import { sharedProduct } from '../support/shared-product';

const journey = 'navigation';
/** A demo lawyer no other journey signs in as. */
const LAWYER_PHONE = '13900000003';
const CONTACT = CUSTOMER_SIDE_ROUTES.find((entry) => entry.route === '/pages/common/contact')!;

async function demoLawyerUuid(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/lawyer?page_size=1`);
  const body = (await response.json()) as { data: { list: Array<{ uuid: string }> } };
  return body.data.list[0]!.uuid;
}

/**
 * From `target`, opens another page, then comes back with history back, goes forward again, and
 * comes back once more with the other page's back arrow; every step asserts the right page.
 */
async function walkAwayAndBack(page: Page, target: RouteCase) {
  const other = target.route === ABOUT.route ? CONTACT : ABOUT;
  await openInApp(page, target.route);
  await expectPage(page, target);
  await openInApp(page, other.route);
  await expectPage(page, other, target);
  await page.goBack();
  await expectPage(page, target, other);
  await page.goForward();
  await expectPage(page, other, target);
  await page.getByRole('button', { name: '返回' }).tap();
  await expectPage(page, target, other);
}

describe('going back and forward always shows the page of the address', () => {
  const browser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;

  it('returns from 用户协议 to the login form, by the back arrow and by history', async () => {
    const { page } = browser();
    const login: RouteCase = { route: '/pages/auth/login', title: '登录', marker: '获取验证码' };
    const agreement = CUSTOMER_SIDE_ROUTES.find((entry) => entry.route === '/pages/auth/agreementUser')!;
    await page.goto(h5(baseUrl, login.route));
    await expectPage(page, login);
    await page.getByRole('link', { name: '《用户协议》' }).tap();
    await expectPage(page, agreement, login);
    await page.getByRole('button', { name: '返回' }).tap();
    await expectPage(page, login, agreement);
    await page.goForward();
    await expectPage(page, agreement, login);
    await page.goBack();
    await expectPage(page, login, agreement);
    await snap(page, journey, '01-login-after-agreement');
  });

  it('walks away from and back to every customer-side route', { timeout: 240_000 }, async () => {
    const { page } = browser();
    const lawyer = await signInByApi(baseUrl, LAWYER_PHONE);
    await openSignedIn(page, baseUrl, lawyer.token, 'customer');
    const uuid = await demoLawyerUuid(baseUrl);
    for (const entry of CUSTOMER_SIDE_ROUTES) {
      await walkAwayAndBack(page, { ...entry, route: entry.route.replace('uuid=uuid', `uuid=${uuid}`) });
    }
    await snap(page, journey, '02-customer-side-last-route');
  });

  it('lists a lawyer, opens the lawyer page and comes back to the list', async () => {
    const { page } = browser();
    const list = CUSTOMER_SIDE_ROUTES.find((entry) => entry.route === '/pages/customer/lawyer/list')!;
    const detail = CUSTOMER_SIDE_ROUTES.find((entry) =>
      entry.route.startsWith('/pages/customer/lawyer/detail'),
    )!;
    await openInApp(page, list.route);
    await expectPage(page, list);
    await page.locator('main a[href*="lawyer/detail"]').first().tap();
    await expectPage(page, detail, list);
    await snap(page, journey, '03-lawyer-page');
    await page.getByRole('button', { name: '返回' }).tap();
    await expectPage(page, list, detail);
    await page.goForward();
    await expectPage(page, detail, list);
    await page.goBack();
    await expectPage(page, list, detail);
  });

  it('switches to the lawyer side and walks every lawyer route', { timeout: 120_000 }, async () => {
    const { page } = browser();
    await openInApp(page, '/pages/customer/setting/index');
    await page.getByText('切换到律师端').tap();
    await expectPage(page, LAWYER_SIDE_ROUTES[1]!);
    for (const entry of LAWYER_SIDE_ROUTES) await walkAwayAndBack(page, entry);
  });

  it('comes back from saving 个人简介 to the page it was opened from', async () => {
    const { page } = browser();
    const [workbench, , , description] = LAWYER_SIDE_ROUTES;
    await openInApp(page, workbench!.route);
    await expectPage(page, workbench!);
    await page.getByRole('link', { name: '个人简介' }).tap();
    await expectPage(page, description!, workbench);
    await page.getByRole('button', { name: '保存' }).tap();
    await expectPage(page, workbench!, description);
    await snap(page, journey, '04-workbench-after-saving-description');
  });

  it('shows the home with its tab bar after 退出登录', async () => {
    const { page } = browser();
    const [, settings] = LAWYER_SIDE_ROUTES;
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '设置' }).tap();
    await expectPage(page, settings!);
    await page.getByRole('button', { name: '退出登录' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).tap();
    const home = CUSTOMER_SIDE_ROUTES[0]!;
    await expectPage(page, home, settings);
    await expect(
      page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).count(),
    ).resolves.toBe(1);
    await snap(page, journey, '05-home-after-logout');
  });
});
