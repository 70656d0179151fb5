import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiWith, uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { openSignedIn, signInByApi } from '../support/session';
import { fitsAt } from './appointment-steps';
import { sharedProduct } from '../support/shared-product';

const journey = 'order-delivery';
/** Demo lawyers no other journey signs in as; the first one taking orders serves this journey. */
const LAWYER_PHONES = ['13900000041', '13900000042', '13900000043', '13900000044', '13900000045'];
const DESCRIPTION = '我准备签一份房屋租赁合同，请帮我审查押金、违约责任和提前解约条款是否对我不利。';
const FIRST_WORDS = '您好，合同已收到，我先看押金和违约条款，今天内给您审查意见。';
const DELIVERY_NOTE = '审查意见见附件：押金条款需写明退还期限，违约金比例过高，建议修改。';
const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures/order-files', name);
const CONTRACT = readFileSync(fixture('lease-contract.docx'));
const OPINION = readFileSync(fixture('review-opinion.pdf'));
const ARCHIVE = readFileSync(fixture('contract-archive.zip'));

const main = (page: Page) => page.locator('main');
const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title);
/** The order's state, in large type at the top of its page. */
const stateOf = (page: Page, label: string) =>
  page.locator('header[aria-label="订单状态"]').getByRole('heading', { name: label, exact: true }).waitFor();

async function tapDialogButton(page: Page, name: string) {
  const button = page.locator('.adm-dialog-button').filter({ hasText: name, visible: true });
  await button.tap();
  await button.waitFor({ state: 'detached' });
}

describe('合同审查 with files both ways: the customer attaches the contract, the lawyer writes first and delivers a PDF', () => {
  const lawyerBrowser = useBrowser('phone');
  const customerBrowser = useBrowser('phone');
  const baseUrl = sharedProduct().baseUrl;
  let lawyer = { token: '', uuid: '', name: '' };
  let orderNo = '';

  it('signs the lawyer in (by the API) and the customer buys 合同审查 attaching a DOCX', async () => {
    for (const phone of LAWYER_PHONES) {
      const session = await signInByApi(baseUrl, phone);
      const detail = await apiWith(baseUrl)<{ name: string; accepting: number }>(
        'GET',
        `/api/v1/lawyer/detail?uuid=${session.uuid}`,
      );
      if (detail.accepting === 1) {
        lawyer = { ...session, name: detail.name };
        break;
      }
    }
    expect(lawyer.token).not.toBe('');

    const customer = await signInByApi(baseUrl, uniquePhone());
    const { page } = customerBrowser();
    await openSignedIn(
      page,
      baseUrl,
      customer.token,
      'customer',
      `/pages/customer/order/service/create?lawyer_uuid=${lawyer.uuid}`,
    );
    await page.getByRole('radiogroup', { name: '选择服务' }).waitFor();
    await page.getByRole('radio', { name: /合同审查/ }).tap();
    await page.getByRole('textbox', { name: '问题描述' }).fill(DESCRIPTION);

    // An archive named like a Word file is refused by its content, with the reason, until removed.
    const files = page.getByRole('group', { name: '相关文件' });
    await files.locator('input[type=file]').setInputFiles({
      name: '合同.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: ARCHIVE,
    });
    await files.getByRole('alert').filter({ hasText: '不支持压缩包' }).waitFor();
    await snap(page, journey, '01-archive-refused');
    await files.getByRole('button', { name: '移除 合同.docx' }).tap();

    await files.locator('input[type=file]').setInputFiles({
      name: '租赁合同.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: CONTRACT,
    });
    await files.getByRole('button', { name: '移除 租赁合同.docx' }).waitFor();
    await expect.poll(() => files.getByText(/上传中/).count()).toBe(0);
    await fitsAt(page, 320);
    await snap(page, journey, '02-contract-attached');

    await page.getByRole('button', { name: '下一步' }).tap();
    await titled(page, '确认订单');
    await main(page).getByRole('list', { name: '相关文件' }).getByText('租赁合同.docx').waitFor();
    // Back keeps the attached contract; forward shows it again.
    await page.goBack();
    await titled(page, '服务详情');
    await files.getByRole('button', { name: '移除 租赁合同.docx' }).waitFor();
    await page.goForward();
    await titled(page, '确认订单');
    await snap(page, journey, '03-confirm-with-contract');

    await page.getByLabel('同意用户协议').tap();
    await page.getByRole('button', { name: '提交订单' }).tap();
    await titled(page, '模拟收银台');
    orderNo = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('order_no') ?? '';
    expect(orderNo).toMatch(/^S\d{16}$/);
    await page.getByRole('button', { name: '确认支付' }).tap();
    await titled(page, '支付成功');
    await page.getByRole('button', { name: '查看订单' }).tap();
    await titled(page, '律师服务详情');
    await stateOf(page, '待接单');
    await main(page).getByRole('list', { name: '问题附件' }).getByText('租赁合同.docx').waitFor();
    await snap(page, journey, '04-customer-order-waiting');
  });

  it('the lawyer accepts: the customer’s open page turns to 服务中 by itself', async () => {
    const { page } = lawyerBrowser();
    await openSignedIn(
      page,
      baseUrl,
      lawyer.token,
      'lawyer',
      `/pages/lawyer/order/detailService?order_no=${orderNo}`,
    );
    await titled(page, '律师服务详情');
    // The customer's contract downloads on the lawyer's side too.
    const contract = main(page).getByRole('list', { name: '问题附件' });
    await contract.getByText('租赁合同.docx').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      contract.getByRole('link', { name: '下载' }).tap(),
    ]);
    expect(download.suggestedFilename()).toBe('租赁合同.docx');
    expect(readFileSync(await download.path()).equals(CONTRACT)).toBe(true);

    await page.getByRole('button', { name: '接单', exact: true }).tap();
    await tapDialogButton(page, '接单');
    await stateOf(page, '服务中');
    await snap(page, journey, '05-lawyer-accepted');

    const customer = customerBrowser().page;
    await stateOf(customer, '服务中');
    await snap(customer, journey, '06-customer-page-moved-to-serving');
  });

  it('联系用户 opens the conversation with the order as its card; the lawyer writes first', async () => {
    const { page } = lawyerBrowser();
    await main(page).getByRole('link', { name: '联系用户' }).tap();
    await titled(page, '在线会话');
    await page.getByRole('link', { name: /^进行中的订单：合同审查，服务中/ }).waitFor();
    await page.getByRole('textbox', { name: '消息内容' }).fill(FIRST_WORDS);
    await page.getByRole('button', { name: '发送', exact: true }).tap();
    await main(page).getByText(FIRST_WORDS).waitFor();
    await fitsAt(page, 320);
    await snap(page, journey, '07-lawyer-writes-first');
    // Back to the order; forward to the conversation again.
    await page.goBack();
    await titled(page, '律师服务详情');
    await page.goForward();
    await titled(page, '在线会话');
    await main(page).getByText(FIRST_WORDS).waitFor();
    await page.goBack();
    await titled(page, '律师服务详情');
  });

  it('the lawyer delivers a PDF: both pages read 待确认 and the customer downloads the same bytes', async () => {
    const { page } = lawyerBrowser();
    await page.getByRole('button', { name: '标记已交付' }).tap();
    await page.getByRole('textbox', { name: '交付说明' }).fill(DELIVERY_NOTE);
    const files = page.getByRole('group', { name: '交付文件' });
    await files.locator('input[type=file]').setInputFiles({
      name: '审查意见.pdf',
      mimeType: 'application/pdf',
      buffer: OPINION,
    });
    await files.getByRole('button', { name: '移除 审查意见.pdf' }).waitFor();
    await snap(page, journey, '08-deliver-sheet-with-pdf');
    await page.getByRole('button', { name: '确认交付' }).tap();
    await stateOf(page, '待确认');
    await main(page).getByRole('list', { name: '交付文件' }).getByText('审查意见.pdf').waitFor();
    await snap(page, journey, '09-lawyer-delivered');

    const customer = customerBrowser().page;
    await stateOf(customer, '待确认');
    const delivered = main(customer).getByRole('list', { name: '交付文件' });
    await delivered.getByText('审查意见.pdf').waitFor();
    await delivered.scrollIntoViewIfNeeded();
    await fitsAt(customer, 320);
    await snap(customer, journey, '10-customer-sees-delivery');
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      delivered.getByRole('link', { name: '下载' }).tap(),
    ]);
    expect(download.suggestedFilename()).toBe('审查意见.pdf');
    expect(readFileSync(await download.path()).equals(OPINION)).toBe(true);
  });

  it('the customer’s conversation shows the lawyer’s first message and the running order', async () => {
    const { page } = customerBrowser();
    await main(page).getByRole('link', { name: '联系律师' }).tap();
    // While the paid order runs, the chat is 合同审查, not 免费在线咨询.
    await titled(page, '合同审查');
    await page.getByRole('link', { name: /^进行中的订单：合同审查，待确认/ }).waitFor();
    await main(page).getByText(FIRST_WORDS).waitFor();
    await snap(page, journey, '11-customer-conversation');
    await page.goBack();
    await titled(page, '律师服务详情');
    await stateOf(page, '待确认');
  });
});
