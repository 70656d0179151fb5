import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AppealParties, finishedOrderForAppeal } from '../support/appeal-world';
import { snap, useBrowser } from '../support/browser';
import { chooseInSelect, consoleLogin } from '../support/console';
import { h5, samplePng, yuan } from '../support/h5';
import { sidewaysOverflow } from '../support/page-checks';
import { openSignedIn } from '../support/session';
import { sharedProduct } from '../support/shared-product';

const journey = 'appeal';
const APPEAL_TEXT = '律师只回复了一句话，没有给出书面意见。';
const CONTEST_TEXT = '已在会话中给出仲裁建议，并交付了书面意见。';
const DECISION_TEXT = '律师给出了建议但书面意见过于简略，退还一半费用。';

interface Wallet {
  available: number;
  pending: number;
}
interface AppealSummary {
  id: number;
  state: string;
}

const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title, { timeout: 15_000 });

/** No sideways scroll at the phone's 375 px, nor at 320 px. */
async function fitsPhones(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The appeal's state header (a <header> inside <main>, so no banner role). */
const statusOf = (page: Page) => page.locator('header[aria-label="申诉状态"]');

/** The loading and success toasts have faded, so screenshots show the page. */
const toastsGone = (page: Page) =>
  expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 10_000 }).toBe(0);

async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).tap();
}

describe('a customer appeals a finished order, the lawyer contests, the operator grants half', () => {
  const customerPhone = useBrowser('phone');
  const lawyerPhone = useBrowser('phone');
  const desk = useBrowser('desktop');
  const baseUrl = sharedProduct().baseUrl;
  const dataDir = sharedProduct().dataDir;
  let parties: AppealParties;
  let appealId = 0;
  let walletBefore: Wallet;
  const half = () => Math.floor(parties.price / 2);

  beforeAll(async () => {
    parties = await finishedOrderForAppeal(baseUrl);
    walletBefore = await parties.lawyer.api<Wallet>('GET', '/api/v1/lawyer/wallet');
  }, 120_000);

  it('the customer opens 申诉 from the finished order and sends type, text and a picture', async () => {
    const { page } = customerPhone();
    const orderPage = `/pages/customer/order/service/detail?order_no=${parties.orderNo}`;
    await openSignedIn(page, baseUrl, parties.customer.token, 'customer', orderPage);
    await titled(page, '律师服务详情');
    const entry = page.getByRole('region', { name: '售后申诉' });
    await entry.getByText(/前可发起申诉/).waitFor();
    await entry.getByRole('button', { name: '申诉' }).tap();
    await titled(page, '申诉');
    await page.getByText('订单的聊天记录将自动附在申诉中，供平台处理时查看。').waitFor();
    // Without a type it says what is missing.
    await page.getByRole('button', { name: '提交申诉' }).tap();
    await page.getByText('请选择申诉类型').waitFor();
    await page.locator('.adm-selector-item').filter({ hasText: '服务质量差' }).tap();
    await page.getByRole('textbox', { name: '申诉说明' }).fill(APPEAL_TEXT);
    const pictures = page.getByRole('region', { name: /图片凭证/ });
    await pictures.locator('input[type=file]').setInputFiles({
      name: 'reply.png',
      mimeType: 'image/png',
      buffer: await samplePng(page, '律师的回复'),
    });
    await expect.poll(() => pictures.locator('.adm-image-uploader-cell-image').count()).toBe(1);
    await expect.poll(() => pictures.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden' });
    await fitsPhones(page);
    await snap(page, journey, '01-customer-appeal-form', { fullPage: false });

    await page.getByRole('button', { name: '提交申诉' }).tap();
    await confirmDialog(page);
    await titled(page, '申诉详情');
    const header = statusOf(page);
    await header.getByText('待律师答复', { exact: true }).waitFor();
    await header.getByText(/等待律师答复，.* 前未答复将转平台处理/).waitFor();
    await page.getByRole('region', { name: '申诉内容' }).getByText(APPEAL_TEXT).waitFor();
    await page.getByRole('img', { name: '申诉图片1' }).waitFor();
    appealId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    expect(appealId).toBeGreaterThan(0);
    await toastsGone(page);
    await fitsPhones(page);
    await snap(page, journey, '02-customer-appeal-sent', { fullPage: false });

    // The appeal replaced the form: back returns to the order, which now links to the open appeal.
    await page.goBack();
    await titled(page, '律师服务详情');
    await entry.getByText('申诉处理中').waitFor();
    await entry.getByRole('button', { name: '查看申诉' }).tap();
    await titled(page, '申诉详情');
    await page.goBack();
    await titled(page, '律师服务详情');
    await page.goForward();
    await titled(page, '申诉详情');
  });

  it('the lawyer finds it in 用户申诉 and contests it with an explanation', async () => {
    const { page } = lawyerPhone();
    await openSignedIn(page, baseUrl, parties.lawyer.token, 'lawyer', '/pages/lawyer/setting/index');
    await titled(page, '设置');
    await page.getByText('用户申诉').tap();
    await titled(page, '用户申诉');
    const card = page
      .getByRole('list', { name: '申诉列表' })
      .getByRole('button', { name: new RegExp(parties.orderNo) });
    await card.getByText('待律师答复').waitFor();
    await fitsPhones(page);
    await snap(page, journey, '03-lawyer-appeal-list');
    await card.tap();
    await titled(page, '申诉详情');
    await page
      .locator('header[aria-label="申诉状态"]')
      .getByText(/请在 .* 前答复/)
      .waitFor();
    await page.getByRole('group', { name: '订单操作' }).getByRole('button', { name: '答复申诉' }).tap();
    await titled(page, '答复申诉');
    await page.getByText(/前答复（48小时内），逾期未答复将转平台处理/).waitFor();
    await page.locator('.adm-selector-item').filter({ hasText: '提出异议' }).tap();
    await page.getByRole('textbox', { name: '异议说明' }).fill(CONTEST_TEXT);
    await fitsPhones(page);
    await snap(page, journey, '04-lawyer-contest', { fullPage: false });
    await page.getByRole('button', { name: '提交答复' }).tap();
    await confirmDialog(page);
    await titled(page, '申诉详情');
    await statusOf(page).getByText('平台处理中').waitFor();
    const answer = page.getByRole('region', { name: '律师答复' });
    await answer.getByText('提出异议').waitFor();
    await answer.getByText(CONTEST_TEXT).waitFor();
    expect(await page.getByRole('button', { name: '答复申诉' }).count()).toBe(0);
    await toastsGone(page);
    await snap(page, journey, '05-lawyer-contested');
    // The answer went back to the appeal; back again is the list, whose card says it moved on.
    await page.goBack();
    await titled(page, '用户申诉');
    await card.getByText('平台处理中').waitFor();
  });

  it('the operator reads both sides and the transcript in 申诉管理 and grants half', async () => {
    const { page } = desk();
    await consoleLogin(page, baseUrl, dataDir, '/appeals?state=waiting_operator');
    const row = page.locator('tr').filter({ hasText: parties.orderNo });
    await row.getByText('平台处理中').waitFor();
    await row.getByRole('link', { name: parties.orderNo }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `申诉 · ${parties.orderNo}` });
    await drawer.getByText(APPEAL_TEXT).first().waitFor();
    await drawer.getByText(CONTEST_TEXT).first().waitFor();
    const transcript = drawer.getByRole('list', { name: '聊天记录' });
    await transcript.getByText('律师您好，公司拖欠工资三个月，我该怎么办？').waitFor();
    await transcript.getByText('可以申请劳动仲裁，书面意见稍后发给您。').waitFor();
    await drawer.getByRole('img', { name: '申诉图片1' }).waitFor();
    await snap(page, journey, '06-console-appeal', { fullPage: false });

    await drawer
      .getByRole('button', { name: '裁 定' })
      .or(drawer.getByRole('button', { name: '裁定' }))
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '裁定申诉' });
    await dialog.getByText('部分退款').click();
    await dialog.getByPlaceholder(/^最多 /).fill(yuan(half()));
    await chooseInSelect(page, dialog, '裁定理由', '服务质量未达到约定标准');
    await dialog.getByLabel('裁定说明').fill(DECISION_TEXT);
    await snap(page, journey, '07-console-decision', { fullPage: false });
    await dialog.getByRole('button', { name: '确认裁定' }).click();
    await page.getByText('已裁定退款').waitFor();
    await drawer.getByText('已退款').first().waitFor();
    await drawer.getByText(DECISION_TEXT).first().waitFor();
    await snap(page, journey, '08-console-decided', { fullPage: false });
    // Closing the drawer returns to the queue with its filter; back opens the appeal again.
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/appeals');
    expect(new URL(page.url()).search).toBe('?state=waiting_operator');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/appeals/${appealId}`);
    await drawer.getByText(DECISION_TEXT).first().waitFor();

    // The refund is a strike against the lawyer, listed in 律师违规 (one of three: not paused). The menu once the
    // drawer has gone (a click while its mask still fades out lands on the mask).
    await page.keyboard.press('Escape');
    await drawer.locator('.ant-drawer-body').waitFor({ state: 'hidden' });
    await page.getByRole('menuitem', { name: '律师违规' }).click();
    const lawyerRow = page.locator('tr').filter({ hasText: parties.orderNo });
    await lawyerRow.getByText(parties.lawyer.name).waitFor();
    await lawyerRow.getByText(/^\d+ \/ 3$/).waitFor();
    await snap(page, journey, '08b-console-strikes', { fullPage: false });
    await lawyerRow.getByRole('link', { name: parties.orderNo }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/appeals/${appealId}`);
    await drawer.getByText(DECISION_TEXT).first().waitFor();
  });

  it('the customer sees the platform’s decision with its reason and the refund', async () => {
    const { page } = customerPhone();
    // The decision's notice opens the appeal.
    await page.goto(h5(baseUrl, '/pages/common/notification/list'));
    await titled(page, '消息通知');
    await page
      .locator('main')
      .getByRole('button', { name: /^未读，申诉处理结果/ })
      .first()
      .tap();
    await titled(page, '申诉详情');
    expect(decodeURIComponent(page.url())).toContain(`id=${appealId}`);
    const decision = page.getByRole('region', { name: '平台裁定' });
    await decision.getByText('部分退款').waitFor();
    await decision.getByText(`¥${yuan(half())}`).waitFor();
    await decision.getByText('服务质量未达到约定标准').waitFor();
    await decision.getByText(DECISION_TEXT).waitFor();
    await page
      .locator('header[aria-label="申诉状态"]')
      .getByText(`已退款 ¥${yuan(half())}，将原路退回用户`)
      .waitFor();
    await fitsPhones(page);
    await snap(page, journey, '09-customer-decided');
    const appeals = await parties.customer.api<{ list: AppealSummary[] }>('GET', '/api/v1/appeal');
    expect(appeals.list.find((item) => item.id === appealId)?.state).toBe('refunded');
  });

  it('the lawyer’s 钱包明细 shows the clawback (退款扣回) taken from the held income', async () => {
    const { page } = lawyerPhone();
    // The lawyer hears of the decision too; its notice opens the lawyer's view of the appeal.
    await page.goto(h5(baseUrl, '/pages/common/notification/list'));
    await titled(page, '消息通知');
    await page
      .locator('main')
      .getByRole('button', { name: /^未读，申诉处理结果/ })
      .first()
      .tap();
    await titled(page, '申诉详情');
    await page.getByRole('region', { name: '平台裁定' }).getByText(DECISION_TEXT).waitFor();
    const after = await parties.lawyer.api<Wallet>('GET', '/api/v1/lawyer/wallet');
    expect(after.pending).toBeLessThan(walletBefore.pending);
    await page.goto(h5(baseUrl, '/pages/lawyer/wallet/list?type=refund'));
    await titled(page, '钱包明细');
    // The clawback's journal belongs to the appeal, so the entry names no order to open.
    const entry = page
      .getByRole('list', { name: '钱包明细' })
      .getByRole('listitem')
      .filter({ hasText: '申诉退款扣回' })
      .first();
    await entry.getByText(`-${yuan(walletBefore.pending - after.pending)}`).waitFor();
    await fitsPhones(page);
    await snap(page, journey, '10-lawyer-wallet-clawback');
    // The 退款扣回 tab is in the address: back to the appeal and forward keep it.
    await page.goBack();
    await titled(page, '申诉详情');
    await page.goForward();
    await titled(page, '钱包明细');
    await entry.waitFor();
  });
});
