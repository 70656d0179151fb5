import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn, signInByApi } from '../support/session';
import { sharedProduct } from '../support/shared-product';

const journey = 'contact';
/** The shipped example values (apps/server content defaults): never on the H5 page. */
const EXAMPLE_HOTLINE = '400-826-3650';
const EXAMPLE_MAIL = 'kefu@lvqiao-law.cn';
const OWN_BODY = [
  '一、客服热线',
  '021-6288-1200',
  '工作时间：周一至周五 9:00—17:30',
  '二、客服邮箱',
  'service@lawbridge-demo.cn',
  '三、在线留言',
  '您可以在「我的 - 留言反馈」中提交问题或建议。',
].join('\n\n');

const main = (page: Page) => page.locator('main');

describe('联系我们 shows no made-up contact details until an operator fills in real ones', () => {
  const phone = useBrowser('phone');
  const desk = useBrowser('desktop');
  const baseUrl = sharedProduct().baseUrl;

  it('says on H5 (375 and 320 px) that the details are not filled in yet, with no example hotline', async () => {
    const { page } = phone();
    const user = await signInByApi(baseUrl, uniquePhone());
    await openSignedIn(page, baseUrl, user.token, 'customer', '/pages/customer/setting/index');
    await main(page).getByText('联系我们', { exact: true }).tap();
    await main(page).getByText('平台运营方尚未填写客服热线、客服邮箱和办公地址').waitFor();
    await main(page).getByText('一、在线留言').waitFor();
    expect(await main(page).textContent()).not.toContain(EXAMPLE_HOTLINE);
    expect(await main(page).textContent()).not.toContain(EXAMPLE_MAIL);
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '01-h5-not-filled-375');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '02-h5-not-filled-320');
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goBack();
    await main(page).getByText('联系我们', { exact: true }).waitFor();
  });

  it('marks the page 示例 in the console and refuses to save the example values', async () => {
    const { page } = desk();
    await consoleLogin(page, baseUrl, sharedProduct().dataDir, '/content');
    const row = page.getByRole('row').filter({ hasText: '联系我们' });
    await row.getByText('示例').waitFor();
    expect(await page.getByRole('row').filter({ hasText: '示例' }).count()).toBe(1);
    await snap(page, journey, '03-console-list-example');

    await row.getByRole('link', { name: '编辑' }).click();
    await page.getByText('示例联系方式').waitFor();
    await page.getByTestId('content-preview-body').getByText(EXAMPLE_HOTLINE).waitFor();
    await snap(page, journey, '04-console-edit-example');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText(`正文仍含示例联系方式「${EXAMPLE_HOTLINE}」`, { exact: false }).waitFor();
    await snap(page, journey, '05-console-example-refused');

    await page.getByLabel('正文').fill(OWN_BODY);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存，H5 页面即刻显示新内容').waitFor();
    expect(await page.getByText('示例联系方式', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: '返回列表' }).click();
    await page.getByRole('row').filter({ hasText: '联系我们' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: '示例' }).count()).toBe(0);
    await snap(page, journey, '06-console-list-filled');
  });

  it('shows the operator’s own details on H5 once saved', async () => {
    const { page } = phone();
    await page.goForward();
    await main(page).getByText('在线留言').first().waitFor();
    // The app keeps a page it read for 30 s; coming back later (here: reloading) reads the saved one.
    await page.reload();
    await main(page).getByText('021-6288-1200').waitFor();
    await main(page).getByText('service@lawbridge-demo.cn').waitFor();
    expect(await main(page).getByText('尚未填写').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await snap(page, journey, '07-h5-filled');
  });
});
