import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { h5, loginThroughUi } from '../support/h5';
import { fillApplication } from '../support/lawyer-apply';
import { atRest } from '../support/motion';
import { pastSmsInterval, useMovableProduct } from '../support/movable-product';
import { sidewaysOverflow } from '../support/page-checks';

const journey = 'lawyer-side';
const lawyerName = '司马律衡';
const firstFirm = '北京律衡律师事务所';
const newFirm = '上海新衡律师事务所';

/** Runs `check` with the page 320 px wide (the narrowest phone), nothing scrolling sideways, then back at 375. */
async function atWidth320(page: Page, check: () => Promise<void>) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await check();
  if (size) await page.setViewportSize(size);
}

/** Logs out from 设置 of the side the session is on and waits for the signed-out home. */
async function logOut(page: Page, baseUrl: string, settingsRoute: string) {
  await page.goto(h5(baseUrl, settingsRoute));
  await page.getByRole('button', { name: '退出登录' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).tap();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
}

/**
 * On a product of its own whose clock moves: each new login of the same phone through 登录 asks for a code
 * within the minute of the last one (one a minute per phone, PRODUCT §2), which the server's clock passes at once.
 */
describe('the lawyer side of accounts (issue 18)', () => {
  const product = useMovableProduct();
  const phone = useBrowser('phone');
  const desk = useBrowser('desktop');
  const lawyerPhone = uniquePhone();

  async function logInAgain(page: Page) {
    const { baseUrl } = product();
    await pastSmsInterval(baseUrl);
    await page.goto(h5(baseUrl, '/pages/auth/login'));
    await loginThroughUi(page, baseUrl, lawyerPhone);
  }

  it('a visitor finds 律师入驻 on the home page and on login, logs in and applies with the ID card photo', async () => {
    const { baseUrl } = product();
    const { page } = phone();
    await page.goto(h5(baseUrl, '/'));
    const entry = page.getByRole('link', { name: /律师入驻/ });
    await entry.waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '01-home-lawyer-join');
    await atWidth320(page, async () => {
      await entry.waitFor();
      await snap(page, journey, '01b-home-lawyer-join-320');
    });

    await entry.tap();
    await page.getByText('登录后即可填写律师认证资料').waitFor();
    await snap(page, journey, '02-login-for-application');
    // Back to the home page like a person, then 律师入驻 from the plain login page.
    await page.goBack();
    await entry.waitFor();
    await page.goto(h5(baseUrl, '/pages/auth/login'));
    await page.getByRole('button', { name: '律师入驻' }).tap();
    await page.getByText('登录后即可填写律师认证资料').waitFor();
    await loginThroughUi(page, baseUrl, lawyerPhone);

    await page.getByText('提交认证').waitFor();
    await page.getByText('身份证人像面', { exact: true }).waitFor();
    await fillApplication(page, lawyerName, firstFirm);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByText('仅平台审核人员可见').scrollIntoViewIfNeeded();
    await snap(page, journey, '03-apply-with-id-card');
    await page.getByText('提交认证').tap();
    await page.getByText('审核中').first().waitFor();
  });

  it('the console at 1280 px shows the ID card photo at a signed address and approves', async () => {
    const operator = desk().page;
    const { baseUrl, dataDir } = product();
    await consoleLogin(operator, baseUrl, dataDir, '/applications');
    const row = operator.getByRole('row').filter({ hasText: lawyerName });
    await row.getByRole('link', { name: '审核', exact: true }).click();
    const drawer = await atRest(operator.getByRole('dialog', { name: `${lawyerName}的认证申请` }));
    const idCard = drawer.getByRole('img', { name: '身份证人像面' });
    await expect
      .poll(() => idCard.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await idCard.getAttribute('src')).toMatch(/\?e=/);
    await snap(operator, journey, '04-console-id-card');
    await drawer.getByRole('button', { name: '通过', exact: true }).click();
    await (await atRest(operator.getByRole('button', { name: '确认通过' }))).click();
    await operator.getByText('已通过认证').waitFor();
  });

  it('the certified lawyer lands on the lawyer side; after switching to the customer side the next login lands there', async () => {
    const { baseUrl } = product();
    const { page } = phone();
    await logOut(page, baseUrl, '/pages/customer/setting/index');
    await logInAgain(page);
    await page.getByRole('region', { name: '我的律师资料' }).getByText(lawyerName).waitFor();
    await snap(page, journey, '05-login-lands-on-lawyer-side');

    await page.goto(h5(baseUrl, '/pages/lawyer/setting/index'));
    await page.getByText('切换到用户端').tap();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/customer/setting/index'));
    await logOut(page, baseUrl, '/pages/customer/setting/index');
    await logInAgain(page);
    await page.getByRole('heading', { name: '律桥法律服务' }).waitFor();
    // The customer side of a certified lawyer: the home page, without 律师入驻.
    await page.getByRole('region', { name: '推荐律师' }).waitFor();
    await expect(page.getByRole('link', { name: /律师入驻/ }).count()).resolves.toBe(0);
    await snap(page, journey, '06-login-remembers-customer-side');
  }, 200_000);

  it('a new 执业机构 waits as 审核中 until an operator approves it', async () => {
    const { baseUrl } = product();
    const { page } = phone();
    await page.goto(h5(baseUrl, '/pages/customer/setting/index'));
    await page.getByText('切换到律师端').tap();
    await page.goto(h5(baseUrl, '/pages/lawyer/profile/user'));
    const firm = page.getByPlaceholder('请输入律师事务所名称');
    await expect.poll(() => firm.inputValue()).toBe(firstFirm);
    await firm.fill(newFirm);
    await page.getByRole('button', { name: '保存' }).tap();
    await page.getByText('已保存，执业机构变更已提交审核').waitFor();

    await page.goto(h5(baseUrl, '/pages/lawyer/profile/user'));
    const note = page.getByRole('status').filter({ hasText: '审核中' });
    await note.waitFor();
    expect(await note.textContent()).toContain(newFirm);
    await expect.poll(() => firm.inputValue()).toBe(firstFirm);
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '07-firm-change-in-review');
    await atWidth320(page, () => snap(page, journey, '07b-firm-change-in-review-320'));

    const operator = desk().page;
    await operator.goto(`${baseUrl}/admin/applications`);
    const card = operator.locator('.ant-card').filter({ hasText: '执业机构变更待审核' });
    const row = card.getByRole('row').filter({ hasText: lawyerName });
    await row.getByText(newFirm).waitFor();
    await snap(operator, journey, '08-console-firm-change');
    await row.getByRole('button', { name: '通过' }).click();
    await (await atRest(operator.getByRole('button', { name: '确认通过' }))).click();
    await operator.getByText('已通过变更').waitFor();
    await card.getByText('暂无待审核的执业机构变更').waitFor();

    await page.reload();
    await expect.poll(() => firm.inputValue()).toBe(newFirm);
    await expect(page.getByRole('status').filter({ hasText: '审核中' }).count()).resolves.toBe(0);
    await snap(page, journey, '09-firm-approved');
  }, 120_000);
});
