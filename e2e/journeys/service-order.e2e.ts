import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5, loginThroughUi, samplePng, yuan } from '../support/h5';
import { openSignedIn, signInByApi } from '../support/session';
import { imageLoaded } from '../support/page-checks';
import { sharedProduct } from '../support/shared-product';

const journey = 'service-order';
/** A demo lawyer no other journey signs in as. */
const LAWYER_PHONE = '13900000011';
const DESCRIPTION =
  '公司拖欠我三个月工资共计两万元，多次催要未果，想咨询如何申请劳动仲裁以及需要准备哪些证据。';
/** What the lawyer is credited for `price`: the price less the platform's 20 % commission. */
const netOf = (price: number) => price - Math.floor((price * 2000 + 5000) / 10_000);
const DELIVERY_NOTE =
  '已为您梳理仲裁流程：先向用人单位所在地劳动仲裁委申请，准备劳动合同、工资流水和催要记录。';

/** Taps a button of the open antd-mobile dialog. */
async function tapDialogButton(page: Page, name: string) {
  const button = page.locator('.adm-dialog-button').filter({ hasText: name, visible: true });
  await button.tap();
  await button.waitFor({ state: 'detached' });
}

const main = (page: Page) => page.locator('main');

interface WalletFigures {
  available: number;
  pending: number;
  frozen: number;
  total_earned: number;
}

describe('a customer buys 图文咨询, pays in the sandbox cashier; the lawyer accepts and delivers', () => {
  const lawyerBrowser = useBrowser('phone');
  const customerBrowser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  let lawyerUuid = '';
  let lawyerName = '';
  let orderNo = '';
  /** What the lawyer is credited for the order. */
  let netIncome = 0;
  /** The lawyer's wallet before this order (the demo history has paid the lawyer before). */
  let walletBefore: WalletFigures;

  it('opens the demo lawyer’s workbench (signed in by the API) and the lawyer’s figures', async () => {
    const { page } = lawyerBrowser();
    const lawyer = await signInByApi(baseUrl, LAWYER_PHONE);
    await openSignedIn(page, baseUrl, lawyer.token, 'lawyer');
    await page.getByText('律桥律师工作台').waitFor();
    lawyerUuid = lawyer.uuid;
    const response = await fetch(`${baseUrl}/api/v1/lawyer/detail?uuid=${lawyerUuid}`);
    const body = (await response.json()) as {
      data: { name: string; accepting: number; services: Array<{ name: string; price: number }> };
    };
    expect(body.data.accepting).toBe(1);
    lawyerName = body.data.name;
    // The lawyer's own price of 图文咨询 (demo lawyers set their own).
    netIncome = netOf(body.data.services.find((service) => service.name === '图文咨询')!.price);
    await page.getByText('暂无待处理订单').waitFor();
    await snap(page, journey, '01-workbench-no-orders');
    walletBefore = await apiWith(baseUrl, { 'x-token': lawyer.token })<WalletFigures>(
      'GET',
      '/api/v1/lawyer/wallet',
    );
  });

  it('buys 图文咨询 from the lawyer page: 服务详情, 确认订单, cashier, 支付成功', async () => {
    const { page } = customerBrowser();
    await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyerUuid}`));
    await page.getByRole('heading', { name: lawyerName }).waitFor();
    await page.getByRole('link', { name: '购买服务' }).tap();
    await loginThroughUi(page, baseUrl, uniquePhone());

    await page.getByRole('radiogroup', { name: '选择服务' }).waitFor();
    await main(page).getByText(`${lawyerName} 律师`).waitFor();
    await page.getByRole('radio', { name: /图文咨询/ }).tap();
    expect(await page.getByRole('radio', { name: /图文咨询/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: '下一步' }).tap();
    await page.getByText('问题描述至少10个字').waitFor();
    await page.getByRole('textbox', { name: '问题描述' }).fill(DESCRIPTION);
    // The images' picker (相关文件 beside it takes documents).
    await page
      .getByRole('region', { name: /^相关图片/ })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'evidence.png',
        mimeType: 'image/png',
        buffer: await samplePng(page, '工资条'),
      });
    await expect.poll(() => page.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await snap(page, journey, '02-service-details-filled');

    await page.getByRole('button', { name: '下一步' }).tap();
    await page.waitForFunction(() => document.title === '确认订单');
    await main(page).getByText(DESCRIPTION).waitFor();
    // Back to 服务详情 keeps what was written, and forward again shows the same summary.
    await page.goBack();
    await page.waitForFunction(() => document.title === '服务详情');
    await expect.poll(() => page.getByRole('textbox', { name: '问题描述' }).inputValue()).toBe(DESCRIPTION);
    await expect.poll(() => page.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await page.goForward();
    await page.waitForFunction(() => document.title === '确认订单');
    await main(page).getByText('图文咨询').waitFor();
    await snap(page, journey, '03-confirm-order');

    await page.getByRole('button', { name: '提交订单' }).tap();
    await page.getByText('请先阅读并同意《用户协议》').waitFor();
    await page.getByLabel('同意用户协议').tap();
    await page.getByRole('button', { name: '提交订单' }).tap();
    await page.waitForFunction(() => document.title === '模拟收银台');
    await page.getByRole('button', { name: '确认支付' }).waitFor();
    orderNo = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('order_no') ?? '';
    expect(orderNo).toMatch(/^S\d{16}$/);
    await expect(main(page).getByText(orderNo).count()).resolves.toBe(1);
    await snap(page, journey, '04-cashier');

    // Back from the cashier: the order itself, unpaid, with 去支付 and the image from 服务详情 (whose draft
    // became this order, so 服务详情 and 确认订单 left the history).
    await page.goBack();
    await page.waitForFunction(() => document.title === '律师服务详情');
    await page.getByText(/请在 .* 前完成支付/).waitFor();
    expect(page.url()).toContain(`order_no=${orderNo}`);
    await imageLoaded(page, '问题图片1');
    await snap(page, journey, '04b-back-to-unpaid-order');
    await page.getByRole('button', { name: '去支付' }).tap();
    await page.waitForFunction(() => document.title === '模拟收银台');

    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.waitForFunction(() => document.title === '支付成功');
    await main(page).getByRole('heading', { name: '支付成功' }).waitFor();
    await snap(page, journey, '05-payment-success');

    await page.getByRole('button', { name: '查看订单' }).tap();
    await page.waitForFunction(() => document.title === '律师服务详情');
    await page.getByText('律师将在24小时内接单，超时自动退款').waitFor();
    await main(page).getByText('支付成功').first().waitFor();
    await snap(page, journey, '06-order-waiting');
  });

  it('finds the order in 服务记录 after going back to the home tab', async () => {
    const { page } = customerBrowser();
    await page.goBack();
    // Back leaves the order; from there the back arrows lead home, where the 订单 tab is.
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    const titles: string[] = [];
    for (let step = 0; step < 5 && !(await tabBar.isVisible()); step += 1) {
      titles.push(await page.title());
      await page.getByRole('button', { name: '返回' }).tap();
      await page.waitForTimeout(300);
    }
    // No form whose draft became the order is on the way back.
    expect(titles).not.toContain('服务详情');
    expect(titles).not.toContain('确认订单');
    await tabBar.getByRole('link', { name: '订单' }).tap();
    await page.waitForFunction(() => document.title === '服务记录');
    const card = main(page).getByRole('link', { name: new RegExp(`图文咨询，${lawyerName} 律师，待接单`) });
    await card.waitFor();
    await main(page).getByRole('tab', { name: '待接单' }).tap();
    await card.waitFor();
    await snap(page, journey, '07-service-records');
  });

  it('lets the lawyer accept and deliver the order from the workbench', async () => {
    const { page } = lawyerBrowser();
    await page.reload();
    const section = page.getByRole('region', { name: '待处理订单' });
    await section.getByRole('tab', { name: /待接单\s*1/ }).waitFor();
    await section.getByRole('link', { name: /图文咨询/ }).tap();
    await page.waitForFunction(() => document.title === '律师服务详情');
    await main(page).getByText(DESCRIPTION).waitFor();
    await snap(page, journey, '08-lawyer-order-waiting');

    await page.getByRole('button', { name: '接单', exact: true }).tap();
    await tapDialogButton(page, '接单');
    await page.getByText('请为用户提供服务，完成后标记已交付').waitFor();

    // The customer's image from 服务详情 is on the lawyer's page too.
    await imageLoaded(page, '问题图片1');

    await page.getByRole('button', { name: '标记已交付' }).tap();
    await page.getByRole('textbox', { name: '交付说明' }).fill(DELIVERY_NOTE);
    const attachments = page.getByRole('group', { name: '交付附件' });
    await attachments.locator('input[type=file]').setInputFiles({
      name: 'arbitration-checklist.png',
      mimeType: 'image/png',
      buffer: await samplePng(page, '仲裁材料'),
    });
    await expect.poll(() => attachments.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await expect.poll(() => attachments.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await snap(page, journey, '09-lawyer-deliver-sheet');
    await page.getByRole('button', { name: '确认交付' }).tap();
    await page.getByText('已交付，等待用户确认；交付72小时后自动完成').waitFor();
    const delivery = page.getByRole('region', { name: '交付内容' });
    await delivery.getByText(DELIVERY_NOTE).waitFor();
    await imageLoaded(page, '交付附件1');
    await snap(page, journey, '10-lawyer-delivered');

    await page.getByRole('button', { name: '返回' }).tap();
    await section.getByRole('tab', { name: /服务中\s*1/ }).waitFor();
    await snap(page, journey, '11-workbench-in-service');
  });

  it('lets the customer confirm the delivered order; back and forward show the finished order', async () => {
    const { page } = customerBrowser();
    await main(page).getByRole('tab', { name: '全部' }).tap();
    await main(page)
      .getByRole('link', { name: /图文咨询/ })
      .first()
      .tap();
    await page.waitForFunction(() => document.title === '律师服务详情');
    const delivery = page.getByRole('region', { name: '交付内容' });
    await delivery.getByText(DELIVERY_NOTE).waitFor();
    await page.getByText('律师已交付，请确认完成；交付72小时后自动完成').waitFor();
    await imageLoaded(page, '交付附件1');
    await delivery.scrollIntoViewIfNeeded();
    await snap(page, journey, '12-customer-delivered');

    // A tap shows the attachment full screen; 关闭 closes it again.
    await delivery.getByRole('button', { name: '查看交付附件1' }).tap();
    const viewer = page.locator('.adm-image-viewer-slides');
    await viewer.waitFor();
    await expect
      .poll(() =>
        viewer
          .locator('img')
          .first()
          .evaluate((element) => (element as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await snap(page, journey, '12b-customer-attachment-preview');
    await page.locator('.adm-image-viewer-footer').getByText('关闭', { exact: true }).tap();
    await viewer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '确认完成' }).tap();
    await tapDialogButton(page, '确定');
    await page.getByText('服务已完成，感谢您的信任').waitFor();
    await snap(page, journey, '13-customer-finished');

    await page.goBack();
    await page.waitForFunction(() => document.title === '服务记录');
    await main(page)
      .getByRole('link', { name: new RegExp(`图文咨询，${lawyerName} 律师，已完成`) })
      .waitFor();
    await page.goForward();
    await page.waitForFunction(() => document.title === '律师服务详情');
    await page.getByText('服务已完成，感谢您的信任').waitFor();
    expect(await page.getByRole('button', { name: '确认完成' }).count()).toBe(0);
    await snap(page, journey, '14-finished-after-forward');
  });

  it('credits the lawyer: 钱包明细 shows the income net of commission with its order, which a tap opens', async () => {
    const { page } = lawyerBrowser();
    // The lawyer is on the workbench; 钱包 is a tab of the lawyer side.
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '钱包' }).tap();
    await page.waitForFunction(() => document.title === '钱包明细');
    const entries = page.getByRole('list', { name: '钱包明细' });
    const entry = entries.getByRole('listitem').filter({ hasText: orderNo });
    await entry.waitFor();
    await entry.getByText('订单收入', { exact: true }).waitFor();
    await entry.getByText(`+${yuan(netIncome)}`, { exact: true }).waitFor();
    // Held for the hold days before it can be withdrawn: the entry says from when.
    await entry.getByText(/可提现$/).waitFor();
    const owned = walletBefore.available + walletBefore.pending + netIncome;
    await entry.getByText(`余额 ${yuan(owned)}`, { exact: true }).waitFor();
    // The newest entry comes first.
    await expect(entries.getByRole('listitem').first().textContent()).resolves.toContain(orderNo);

    const balances = page.getByRole('region', { name: '钱包余额' });
    const figure = async (name: string) =>
      balances
        .getByRole('term')
        .filter({ hasText: name })
        .locator('xpath=following-sibling::dd')
        .textContent();
    await balances.getByText(yuan(walletBefore.available), { exact: true }).first().waitFor();
    expect(await figure('待结算')).toBe(yuan(walletBefore.pending + netIncome));
    expect(await figure('冻结中')).toBe(yuan(walletBefore.frozen));
    expect(await figure('累计收入')).toBe(yuan(walletBefore.total_earned + netIncome));
    await snap(page, journey, '15-lawyer-wallet');

    await entry.getByRole('button').tap();
    await page.waitForFunction(() => document.title === '律师服务详情');
    expect(page.url()).toContain(`order_no=${orderNo}`);
    await main(page).getByText('服务已完成，感谢您的信任').waitFor();
    await main(page).getByText(DESCRIPTION).waitFor();
    await snap(page, journey, '16-lawyer-order-from-wallet');

    // Back to the wallet and forward to the order again, the way a person checks twice.
    await page.goBack();
    await page.waitForFunction(() => document.title === '钱包明细');
    await entry.waitFor();
    await page.goForward();
    await page.waitForFunction(() => document.title === '律师服务详情');
    await main(page).getByText('服务已完成，感谢您的信任').waitFor();
  });
});
