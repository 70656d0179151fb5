import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../apps/server/test/document-order/support/pdf-text';
import { apiWith, type Api } from '../support/api';
import { snap, snapAt320, useBrowser } from '../support/browser';
import { consoleLogin } from '../support/console';
import {
  myDocument,
  pickInCascade,
  picturesLoaded,
  startDocumentProduct,
  SUBLEASE,
  subleaseDocx,
  throttleUploads,
} from '../support/document-world';
import { fingerTap } from '../support/h5';
import { atRest } from '../support/motion';
import { sidewaysOverflow } from '../support/page-checks';
import type { ProductServer } from '../support/product-server';
import { openSignedIn, signInByApi } from '../support/session';
import { titled } from '../support/withdrawal-world';

const journey = 'documents';
/** A certified demo lawyer whom no other journey signs in as. */
const LAWYER_PHONE = '13900000069';
/** A demo customer who has bought no document. */
const CUSTOMER_PHONE = '13800000002';
const MASKED_PHONE = '138****0002';

/** The page at 320 px too (nothing sideways, a picture), then back to 375 px. */
const alsoAt320 = (page: Page, step: string, options: { fullPage?: boolean } = {}) =>
  snapAt320(page, journey, step, options);

async function fits(page: Page, step: string, options: { fullPage?: boolean } = {}) {
  expect(await sidewaysOverflow(page)).toBe(0);
  await snap(page, journey, step, options);
}

describe('a lawyer uploads a Word document, an operator approves it, a customer finds, buys and downloads it', () => {
  const lawyerPhone = useBrowser('phone');
  const desk = useBrowser('desktop');
  const customerPhone = useBrowser('phone');
  let product: ProductServer;
  let baseUrl = '';
  let lawyerToken = '';
  let lawyer: Api;
  let customerToken = '';
  let customer: Api;
  let documentId = 0;
  let orderNo = '';

  beforeAll(async () => {
    product = await startDocumentProduct();
    baseUrl = product.baseUrl;
    lawyerToken = (await signInByApi(baseUrl, LAWYER_PHONE)).token;
    lawyer = apiWith(baseUrl, { 'x-token': lawyerToken });
    customerToken = (await signInByApi(baseUrl, CUSTOMER_PHONE)).token;
    customer = apiWith(baseUrl, { 'x-token': customerToken });
  }, 120_000);
  afterAll(async () => product?.stop());

  const myCard = (page: Page) =>
    page.getByRole('list', { name: '我的文档' }).getByRole('group', { name: SUBLEASE.title });

  it('the lawyer fills 文档上传 from the workbench and watches the Word file upload', async () => {
    const { page } = lawyerPhone();
    const rules = await lawyer<{ can_sell: boolean; word_supported: boolean }>(
      'GET',
      '/api/v1/document/rules',
    );
    expect(rules).toMatchObject({ can_sell: true, word_supported: true });
    await openSignedIn(page, baseUrl, lawyerToken, 'lawyer');
    await page.getByText('律桥律师工作台').waitFor();
    await page.getByRole('navigation', { name: '工作台入口' }).getByRole('link', { name: '上传文档' }).tap();
    await titled(page, '文档上传');
    await page.getByRole('textbox', { name: '文档标题' }).fill(SUBLEASE.title);
    await page.getByRole('button', { name: '法律类型' }).tap();
    await pickInCascade(page, '法律类型', SUBLEASE.legalType);
    await page.getByRole('button', { name: '法律类型' }).getByText(SUBLEASE.legalType.join(' / ')).waitFor();
    for (const tag of SUBLEASE.tags) {
      await page.getByRole('textbox', { name: '标签', exact: true }).fill(tag);
      await page.getByRole('button', { name: '添加' }).tap();
    }
    const tags = page.getByRole('list', { name: '已添加的标签' });
    await expect
      .poll(() => tags.getByRole('listitem').allTextContents())
      .toEqual(SUBLEASE.tags.map((tag) => `${tag}×`));
    await page.getByRole('textbox', { name: '文档简介' }).fill(SUBLEASE.description);
    await page.getByRole('textbox', { name: '价格（元）' }).fill(SUBLEASE.yuan);
    await page.getByText(/价格范围 ¥[\d.]+–¥[\d.]+；/).waitFor();

    // On a slow network the file's progress shows while it goes up.
    const lift = await throttleUploads(page, 500);
    await page.locator('input[type=file]').setInputFiles({
      name: SUBLEASE.fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: subleaseDocx(),
    });
    const progress = page.getByRole('progressbar', { name: `${SUBLEASE.fileName} 上传进度` });
    await progress.waitFor();
    // (Chromium hands a small body to the socket at once: the share sent reads 100 % until the server answers.)
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.getByText(/上传中 \d+%/).waitFor();
    await snap(page, journey, '01-upload-progress', { fullPage: false });
    await progress.waitFor({ state: 'detached', timeout: 30_000 });
    await lift();
    await page.getByRole('button', { name: `移除 ${SUBLEASE.fileName}` }).waitFor();
    await fits(page, '02-upload-filled');
    await alsoAt320(page, '02-upload-filled');
  });

  it('submitted, it lands on 我的文档 as 处理中, then 待审核 once converted', async () => {
    const { page } = lawyerPhone();
    await page.getByRole('button', { name: '提交审核' }).tap();
    await titled(page, '我的文档');
    await snap(page, journey, '03-mine-processing');
    const card = myCard(page);
    await card.waitFor();
    const first = (await myDocument(lawyer, SUBLEASE.title)).state;
    // Converting takes seconds: the card said 处理中 unless the job was quicker than the page.
    if (first === 'processing') await card.getByText('处理中', { exact: true }).waitFor();
    await expect
      .poll(async () => (await myDocument(lawyer, SUBLEASE.title)).state, { timeout: 60_000 })
      .toBe('reviewing');
    await page.reload();
    await titled(page, '我的文档');
    await myCard(page).getByText('待审核', { exact: true }).waitFor();
    await myCard(page).getByText('¥29.90 · 已售 0 · 收入 ¥0.00').waitFor();
    await fits(page, '04-mine-reviewing');
    await alsoAt320(page, '04-mine-reviewing');
    documentId = (await myDocument(lawyer, SUBLEASE.title)).id;
    // The upload page was replaced: back is the workbench, forward 我的文档 again.
    await page.goBack();
    await page.getByText('律桥律师工作台').waitFor();
    await page.goForward();
    await titled(page, '我的文档');
    await myCard(page).getByText('待审核', { exact: true }).waitFor();
  });

  it('an operator opens it in 文档审核, sees its pages and text, and approves it', async () => {
    const { page } = desk();
    await consoleLogin(page, baseUrl, product.dataDir);
    await page.getByRole('menuitem', { name: '文档审核' }).click();
    await page.getByRole('heading', { name: '文档审核' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: SUBLEASE.title });
    await row.getByText('房屋租赁').waitFor();
    await row.getByRole('link', { name: SUBLEASE.title }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `文档 · ${SUBLEASE.title}` });
    const pages = drawer.getByRole('list', { name: '文档页面' });
    await expect.poll(() => pages.getByRole('listitem').count()).toBe(CLAUSE_PAGES);
    await picturesLoaded(page, '第1页');
    await drawer.getByText('文档文字（').click();
    await drawer
      .getByText(/第一条 转租标的/)
      .first()
      .waitFor();
    await snap(page, journey, '05-console-review-text', { fullPage: false });
    await pages.scrollIntoViewIfNeeded();
    // The pointer off the pages: antd darkens a picture under it.
    await page.mouse.move(0, 0);
    await snap(page, journey, '05b-console-review-pages', { fullPage: false });
    // antd spaces a two-character button's label: 通 过.
    await (await atRest(drawer.getByRole('button', { name: /^通\s?过$/ }))).click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await (await atRest(confirm.getByRole('button', { name: '确认通过' }))).click();
    await page.getByText('已通过审核').waitFor();
    // The decision closed the drawer (antd keeps it in the page, no longer open).
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
    await expect.poll(() => page.getByRole('row').filter({ hasText: SUBLEASE.title }).count()).toBe(0);
    await snap(page, journey, '06-console-queue-after');
    expect((await myDocument(lawyer, SUBLEASE.title)).state).toBe('listed');
  });

  it('the customer finds it in 文档下载 by its pinyin initials and opens its detail and preview', async () => {
    const { page } = customerPhone();
    await openSignedIn(page, baseUrl, customerToken, 'customer');
    await page.getByRole('navigation', { name: '服务入口' }).getByRole('link', { name: '文档下载' }).tap();
    await titled(page, '文档下载');
    const search = page.getByRole('search').locator('input');
    await search.fill(SUBLEASE.initials);
    await search.press('Enter');
    const result = page.locator('main').getByRole('link', { name: new RegExp(SUBLEASE.title.slice(0, 8)) });
    await result.waitFor();
    await fits(page, '07-centre-pinyin-search');
    await alsoAt320(page, '07-centre-pinyin-search');

    await result.tap();
    await page.locator('main').getByText(SUBLEASE.description).waitFor();
    await picturesLoaded(page, '第1页预览');
    await fits(page, '08-detail-before-purchase', { fullPage: false });
    await alsoAt320(page, '08-detail-before-purchase', { fullPage: false });
    // A tap opens the preview full screen; a tap on it closes it.
    await page.getByRole('img', { name: '第1页预览' }).tap();
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
    await snap(page, journey, '09-preview-zoomed', { fullPage: false });
    await fingerTap(viewer.locator('img').first());
    await viewer.waitFor({ state: 'detached' });
    // Back to the results and forward to the detail again.
    await page.goBack();
    await result.waitFor();
    await page.goForward();
    await page.locator('main').getByText(SUBLEASE.description).waitFor();
  });

  it('购买 opens the pay page, whose pay button waits for the §25 tick box', async () => {
    const { page } = customerPhone();
    const bar = page.getByRole('group', { name: '文档操作' });
    await bar.getByText('¥29.90').waitFor();
    await bar.getByRole('button', { name: '购买' }).tap();
    await page.getByText('购买须知', { exact: true }).waitFor();
    await page.getByText(/第二十五条/).waitFor();
    await fits(page, '10-pay-page');
    await alsoAt320(page, '10-pay-page');
    const pay = page.getByRole('button', { name: '立即支付' });
    expect(await pay.isDisabled(), '立即支付 is disabled until the §25 box is ticked').toBe(true);
  });

  it('ticked, it pays in the sandbox cashier and returns to the detail with 下载 and 在线阅读', async () => {
    const { page } = customerPhone();
    await page.getByText('我已阅读并同意购买须知').tap();
    await expect.poll(() => page.getByRole('button', { name: '立即支付' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: '立即支付' }).tap();
    await titled(page, '模拟收银台');
    await page.getByText(SUBLEASE.title).waitFor();
    await page.getByText('¥29.90').waitFor();
    await fits(page, '11-sandbox-cashier');
    await page.getByRole('button', { name: '确认支付' }).tap();
    await titled(page, '文档下载');
    const bar = page.getByRole('group', { name: '文档操作' });
    await bar.getByRole('button', { name: '下载', exact: true }).waitFor();
    await bar.getByRole('button', { name: '在线阅读' }).waitFor();
    await page.getByText(/今日还可下载 \d+ 次/).waitFor();
    await fits(page, '12-detail-bought', { fullPage: false });
    await alsoAt320(page, '12-detail-bought', { fullPage: false });
    const detail = await customer<{ viewer: { order_no: string | null } }>(
      'GET',
      `/api/v1/document/detail?id=${documentId}`,
    );
    orderNo = detail.viewer.order_no ?? '';
    expect(orderNo).toMatch(/^D/);
  });

  it('back from the bought detail returns to the search results, past neither the pay page nor the detail again', async () => {
    const { page } = customerPhone();
    await page.goBack();
    await titled(page, '文档下载');
    expect(page.url()).not.toMatch(/document\/pay|cashier/);
    expect(await page.getByText('购买须知', { exact: true }).count()).toBe(0);
    await snap(page, journey, '13-back-after-purchase', { fullPage: false });
    // The pay page and the cashier took each other's place and then the detail's: one entry, not two.
    const centre = await page
      .getByRole('search')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    expect(centre, 'back from the paid detail shows the search results, not the same detail again').toBe(
      true,
    );
    expect(await page.getByRole('search').locator('input').inputValue()).toBe(SUBLEASE.initials);
    await page
      .locator('main')
      .getByRole('link', { name: new RegExp(SUBLEASE.title.slice(0, 8)) })
      .waitFor();
    await page.goForward();
    await page
      .getByRole('group', { name: '文档操作' })
      .getByRole('button', { name: '下载', exact: true })
      .waitFor();
  });

  it('下载 gives the PDF stamped with the order number and the masked phone', async () => {
    const { page } = customerPhone();
    const bar = page.getByRole('group', { name: '文档操作' });
    // 开始下载 is a passing toast: looked for while the download starts, not after the PDF is read (which
    // on a busy machine outlasted it).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText('开始下载').waitFor(),
      bar.getByRole('button', { name: '下载', exact: true }).tap(),
    ]);
    await snap(page, journey, '14-downloaded', { fullPage: false });
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    const texts = await pdfPageTexts(bytes);
    expect(texts.length).toBeGreaterThanOrEqual(CLAUSE_PAGES);
    expect(texts[0]).toContain(orderNo);
    expect(texts[0]).toContain(MASKED_PHONE);
    expect(texts.join('')).toContain('转租');
    // Downloaded, the order is finished: the detail no longer offers 退款 (the server would refuse it).
    await expect
      .poll(() => page.getByRole('button', { name: '退款', exact: true }).count(), {
        message: 'the detail still offers 退款 after the download',
      })
      .toBe(0);
  });

  it('已购文档 in 我的 lists it, and opens its detail', async () => {
    const { page } = customerPhone();
    // Back through the centre to the home page, where the tab bar is.
    const tabBar = page.getByRole('navigation', { name: '底部导航' });
    for (let step = 0; step < 4 && !(await tabBar.isVisible()); step += 1) await page.goBack();
    await tabBar.getByRole('link', { name: '我的' }).tap();
    await page.getByText('已购文档', { exact: true }).tap();
    await titled(page, '已购文档');
    const item = page
      .getByRole('list', { name: '已购文档' })
      .getByRole('button', { name: new RegExp(orderNo) });
    await item.getByText(SUBLEASE.title).waitFor();
    await item.getByText('已完成').waitFor();
    await fits(page, '15-purchased');
    await alsoAt320(page, '15-purchased');
    await item.tap();
    await titled(page, '文档下载');
    await page
      .getByRole('group', { name: '文档操作' })
      .getByRole('button', { name: '下载', exact: true })
      .waitFor();
    await page.goBack();
    await titled(page, '已购文档');
  });
});

/** The Word file's pages: one per clause. */
const CLAUSE_PAGES = 8;
