import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxFile } from '../../apps/server/test/document-files/docx-fixtures';
import { demoOperatorPassword, type Api } from '../support/api';
import { snap, snapAt320, useBrowser } from '../support/browser';
import { chooseInSelect, consoleLogin } from '../support/console';
import { picturesLoaded, startDocumentProduct } from '../support/document-world';
import { atRest } from '../support/motion';
import { sidewaysOverflow } from '../support/page-checks';
import type { ProductServer } from '../support/product-server';
import { openSignedIn, signInByApi } from '../support/session';
import { operatorApi, titled } from '../support/withdrawal-world';

const journey = 'platform-documents';
/** A demo customer; this journey only reads the centre as them. */
const CUSTOMER_PHONE = '13800000003';
const TITLE = '房屋租赁合同（平台范本）';
const DESCRIPTION =
  '律桥平台提供的住宅房屋租赁合同范本，约定租金、押金、维修责任与提前解约，供出租人与承租人免费下载使用。';
const LEASE_CLAUSES = [
  '第一条 房屋基本情况。出租人将位于本市的住宅一套出租给承租人居住使用，房屋设施清单作为本合同附件。',
  '第二条 租赁期限与租金。租赁期限为一年，月租金按合同约定的金额于每月五日前支付，押金为一个月租金。',
  '第三条 维修责任。房屋及其附属设施的自然损坏由出租人负责维修，因承租人使用不当造成的损坏由承租人负责。',
];

async function fits(page: Page, step: string, options: { fullPage?: boolean } = {}) {
  expect(await sidewaysOverflow(page)).toBe(0);
  await snap(page, journey, step, options);
}

describe('an operator uploads a platform document in the console; once approved, customers download it free', () => {
  const desk = useBrowser('desktop');
  const customerPhone = useBrowser('phone');
  let product: ProductServer;
  let baseUrl = '';
  let operator: Api;

  beforeAll(async () => {
    product = await startDocumentProduct();
    baseUrl = product.baseUrl;
    operator = await operatorApi(baseUrl, 'admin', demoOperatorPassword(product.dataDir));
  }, 120_000);
  afterAll(async () => product?.stop());

  it('文档管理 › 上传平台文档: the Word file uploads at once, the form lists it, and it is processed', async () => {
    const { page } = desk();
    await consoleLogin(page, baseUrl, product.dataDir);
    await page.getByRole('menuitem', { name: '文档管理' }).click();
    await page.getByRole('heading', { name: '文档管理' }).waitFor();
    await page.getByRole('button', { name: '上传平台文档' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '上传平台文档' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: '房屋租赁合同.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxFile(LEASE_CLAUSES.map((clause) => `${TITLE} ${Array(4).fill(clause).join('')}`)),
    });
    await dialog.getByText('房屋租赁合同.docx').waitFor();
    await dialog.getByPlaceholder('如：有限责任公司章程范本').fill(TITLE);
    await chooseInSelect(page, dialog, '法律类型', '房屋租赁', { search: '房屋租赁' });
    const tags = dialog.getByRole('combobox', { name: '标签' });
    await tags.fill('租房');
    await tags.press('Enter');
    await dialog.locator('textarea').fill(DESCRIPTION);
    await snap(page, journey, '01-console-upload-form', { fullPage: false });
    await dialog.getByRole('button', { name: /上\s?传/ }).click();
    await page.getByText('已上传，处理完成后进入文档审核').waitFor();
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('律桥平台').or(row.getByText('平台文档')).first().waitFor();
    await snap(page, journey, '02-console-list-after-upload', { fullPage: false });
    // The conversion runs in the background; the document then waits in the review queue.
    await expect
      .poll(
        async () =>
          (
            await operator<{ list: Array<{ title: string }> }>(
              'GET',
              '/api/v1/admin/documents?state=reviewing',
            )
          ).list.map((item) => item.title),
        { timeout: 60_000, interval: 500 },
      )
      .toContain(TITLE);
  });

  it('文档审核 shows it as a platform document with its pages; the operator approves it', async () => {
    const { page } = desk();
    await page.getByRole('menuitem', { name: '文档审核' }).click();
    await page.getByRole('heading', { name: '文档审核' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('平台文档').waitFor();
    await row.getByRole('link', { name: TITLE }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `文档 · ${TITLE}` });
    await drawer.getByText('平台文档', { exact: true }).waitFor();
    await picturesLoaded(page, '第1页');
    await page.mouse.move(0, 0);
    await snap(page, journey, '03-console-review-platform', { fullPage: false });
    await (await atRest(drawer.getByRole('button', { name: /^通\s?过$/ }))).click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await (await atRest(confirm.getByRole('button', { name: '确认通过' }))).click();
    await page.getByText('已通过审核').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(0);
  });

  it('a customer finds it in 文档下载 from 律桥平台, free to download, and goes back and forward', async () => {
    const { page } = customerPhone();
    const { token } = await signInByApi(baseUrl, CUSTOMER_PHONE);
    await openSignedIn(page, baseUrl, token, 'customer');
    await page.getByRole('navigation', { name: '服务入口' }).getByRole('link', { name: '文档下载' }).tap();
    await titled(page, '文档下载');
    const search = page.getByRole('search').locator('input');
    await search.fill('平台范本');
    await search.press('Enter');
    const result = page.locator('main').getByRole('link', { name: /房屋租赁合同（平台范本）/ });
    await result.waitFor();
    await fits(page, '04-centre-platform-document');

    await result.tap();
    await page.locator('main').getByText(DESCRIPTION).waitFor();
    await page.locator('main').getByText('平台文档').waitFor();
    await page.locator('main').getByText('律桥平台', { exact: true }).waitFor();
    const bar = page.getByRole('group', { name: '文档操作' });
    await bar.getByRole('button', { name: '下载', exact: true }).waitFor();
    expect(await bar.getByRole('button', { name: '购买' }).count()).toBe(0);
    await picturesLoaded(page, '第1页预览');
    await fits(page, '05-detail-free-platform', { fullPage: false });
    await snapAt320(page, journey, '05-detail-free-platform', { fullPage: false });

    await page.goBack();
    await result.waitFor();
    await page.goForward();
    await page.locator('main').getByText(DESCRIPTION).waitFor();
  });
});
