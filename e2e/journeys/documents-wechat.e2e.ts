import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../apps/server/test/document-order/support/pdf-text';
import { apiWith, type Api } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import {
  boughtInSandbox,
  listedSublease,
  picturesLoaded,
  startDocumentProduct,
  SUBLEASE,
} from '../support/document-world';
import { sidewaysOverflow } from '../support/page-checks';
import type { ProductServer } from '../support/product-server';
import { openSignedIn, signInByApi } from '../support/session';
import { WECHAT_USER_AGENT } from '../support/wechat-stand-ins';
import { moveClock } from '../support/movable-product';
import { DAY_MS, titled } from '../support/withdrawal-world';

const journey = 'documents-wechat';
/** A certified demo lawyer whom no other journey signs in as. */
const LAWYER_PHONE = '13900000070';
/** A demo customer who has bought no document. */
const CUSTOMER_PHONE = '13800000003';
const MASKED_PHONE = '138****0003';
/** The Word file's pages (one per clause). */
const PAGES = 8;

interface WalletEntry {
  label: string;
  order_no: string | null;
  document_id: number | null;
  released: boolean;
}
interface Wallet {
  hold_days: number;
  pending: number;
  entries: { list: WalletEntry[] };
}

/** The page fits 375 px and 320 px without sideways scrolling; a picture of each. */
async function fitsBothWidths(page: Page, step: string) {
  expect(await sidewaysOverflow(page)).toBe(0);
  await snap(page, journey, step, { fullPage: false });
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await snap(page, journey, `${step}-320`, { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });
}

describe('inside WeChat the buyer copies a download link and reads online; the uploader sees 文档收入 after the hold', () => {
  const wechatPhone = useBrowser('phone', { userAgent: WECHAT_USER_AGENT });
  const lawyerPhone = useBrowser('phone');
  let product: ProductServer;
  let baseUrl = '';
  let lawyerToken = '';
  let customerToken = '';
  let customer: Api;
  let documentId = 0;
  let orderNo = '';
  const detailRoute = () => `/pages/common/document/download?id=${documentId}`;

  beforeAll(async () => {
    product = await startDocumentProduct();
    baseUrl = product.baseUrl;
    lawyerToken = (await signInByApi(baseUrl, LAWYER_PHONE)).token;
    customerToken = (await signInByApi(baseUrl, CUSTOMER_PHONE)).token;
    customer = apiWith(baseUrl, { 'x-token': customerToken });
    documentId = await listedSublease(product, lawyerToken);
    orderNo = await boughtInSandbox(customer, documentId);
  }, 180_000);
  afterAll(async () => product?.stop());

  const actions = (page: Page) => page.getByRole('group', { name: '文档操作' });

  it('the bought detail offers 复制下载链接 and 在线阅读 instead of 下载', async () => {
    const { page, context } = wechatPhone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openSignedIn(page, baseUrl, customerToken, 'customer', detailRoute());
    await titled(page, '文档下载');
    await actions(page).getByRole('button', { name: '复制下载链接' }).waitFor();
    await actions(page).getByRole('button', { name: '在线阅读' }).waitFor();
    expect(await actions(page).getByRole('button', { name: '下载', exact: true }).count()).toBe(0);
    await page.getByText(/微信内无法直接下载文件/).waitFor();
    await fitsBothWidths(page, '01-wechat-detail');
  });

  it('复制下载链接 copies an address that downloads the stamped PDF without a session', async () => {
    const { page } = wechatPhone();
    await actions(page).getByRole('button', { name: '复制下载链接' }).tap();
    const dialog = page.getByRole('dialog').filter({ hasText: '下载链接已复制' });
    await dialog.getByText(/请在手机浏览器.*中粘贴打开后下载，链接10分钟内有效/).waitFor();
    await snap(page, journey, '02-link-copied', { fullPage: false });
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl}/api/v1/document/file/`));
    // Pasted into the phone's browser: no cookie, no token, the address is the key.
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const texts = await pdfPageTexts(new Uint8Array(await response.arrayBuffer()));
    expect(texts).toHaveLength(PAGES);
    expect(texts[0]).toContain(orderNo);
    expect(texts[0]).toContain(MASKED_PHONE);
    await dialog.getByRole('button', { name: '知道了' }).tap();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('在线阅读 shows every page as an image; back returns to the detail', async () => {
    const { page } = wechatPhone();
    await actions(page).getByRole('button', { name: '在线阅读' }).tap();
    await titled(page, '在线阅读');
    const pages = page.getByRole('list', { name: '文档页面' });
    await expect.poll(() => pages.getByRole('listitem').count()).toBe(PAGES);
    await picturesLoaded(page, /^第\d+页$/, PAGES);
    await pages.getByText(`1 / ${PAGES}`).scrollIntoViewIfNeeded();
    await fitsBothWidths(page, '03-read-online');
    await page.goBack();
    await titled(page, '文档下载');
    await actions(page).getByRole('button', { name: '复制下载链接' }).waitFor();
    await page.goForward();
    await titled(page, '在线阅读');
    await page.goBack();
    await titled(page, '文档下载');
  });

  const entryOf = (page: Page) =>
    page.getByRole('list', { name: '钱包明细' }).getByRole('button', { name: new RegExp(orderNo) });

  it('钱包明细 shows the sale as 文档收入, held until its day', async () => {
    const { page } = lawyerPhone();
    await openSignedIn(page, baseUrl, lawyerToken, 'lawyer', '/pages/lawyer/wallet/list');
    await titled(page, '钱包明细');
    const entry = entryOf(page);
    await entry.getByText('文档收入', { exact: true }).waitFor();
    await entry.getByText(/\d{4}-\d{2}-\d{2} 可提现/).waitFor();
    await fitsBothWidths(page, '04-wallet-income-held');
  });

  it('after the hold it is 已可提现; tapping it opens the document, back returns to the wallet', async () => {
    const { page } = lawyerPhone();
    const lawyer = apiWith(baseUrl, { 'x-token': lawyerToken });
    const { hold_days } = await lawyer<Wallet>('GET', '/api/v1/lawyer/wallet');
    await moveClock(baseUrl, (hold_days + 1) * DAY_MS);
    // A session of before the move may have expired: the lawyer signs in again.
    lawyerToken = (await signInByApi(baseUrl, LAWYER_PHONE)).token;
    const wallet = apiWith(baseUrl, { 'x-token': lawyerToken });
    const income = async () =>
      (await wallet<Wallet>('GET', '/api/v1/lawyer/wallet')).entries.list.find(
        (entry) => entry.order_no === orderNo,
      );
    await expect.poll(async () => (await income())?.released, { timeout: 30_000 }).toBe(true);
    expect(await income()).toMatchObject({ label: '文档收入', document_id: documentId });

    await openSignedIn(page, baseUrl, lawyerToken, 'lawyer', '/pages/lawyer/wallet/list');
    await titled(page, '钱包明细');
    const entry = entryOf(page);
    await entry.getByText('已可提现').waitFor();
    await fitsBothWidths(page, '05-wallet-income-released');
    await entry.tap();
    await titled(page, '文档下载');
    await page.locator('main').getByText(SUBLEASE.description).waitFor();
    await snap(page, journey, '06-income-opens-document', { fullPage: false });
    await page.goBack();
    await titled(page, '钱包明细');
    await entryOf(page).getByText('文档收入', { exact: true }).waitFor();
  });
});
