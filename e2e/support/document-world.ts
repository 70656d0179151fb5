import type { MyDocumentItem } from '@lawbridge/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { docxFile } from '../../apps/server/test/document-files/docx-fixtures';
import { apiWith, demoOperatorPassword, type Api } from './api';
import { startProductServer, type ProductServer } from './product-server';
import { operatorApi } from './withdrawal-world';

/** The document the journeys upload, find by its pinyin initials (商铺转租三方协议 → spzzsfxy), buy and read. */
export const SUBLEASE = {
  title: '商铺转租三方协议（转租方版）',
  initials: 'spzzsfxy',
  /** 法律类型: a parent and its leaf, as the picker's two wheels show them. */
  legalType: ['房产纠纷', '房屋租赁'],
  tags: ['商铺转租', '三方协议'],
  description:
    '适用于承租人经出租人同意将商铺转租给次承租人的情形，约定三方权利义务、租金支付、押金转移、装修归属与违约责任，附出租人同意转租确认条款。',
  /** 29.90 元, within the operators' band. */
  yuan: '29.90',
  fileName: '商铺转租三方协议.docx',
} as const;

const CLAUSES = [
  '第一条 转租标的。转租方将其承租的位于本市某区某路的商铺（建筑面积约八十平方米）转租给次承租方，用于经营餐饮，出租方对此转租表示同意。',
  '第二条 转租期限。转租期限自本协议签订之日起至原租赁合同届满之日止；原租赁合同提前解除的，本协议同时终止，转租方应提前三十日书面通知次承租方。',
  '第三条 租金与支付。次承租方每月向转租方支付租金人民币一万二千元，按季度预付；转租方收到租金后五日内向出租方支付原合同约定的租金，并将付款凭证交次承租方核对。',
  '第四条 押金转移。转租方在原租赁合同项下缴纳的押金，经三方确认后转由次承租方承担；原合同终止时，出租方直接向次承租方退还押金。',
  '第五条 装修与设施。次承租方可在不改变房屋主体结构的前提下进行装修，装修方案须经出租方书面同意；租期届满时可移动的设施由次承租方取回，附合部分无偿归出租方所有。',
  '第六条 三方责任。次承租方对商铺的损坏由转租方先向出租方承担责任，转租方可向次承租方追偿；次承租方不得再次转租或将商铺用于约定以外的用途。',
  '第七条 违约责任。任何一方违约的，应赔偿守约方因此遭受的实际损失；次承租方逾期支付租金超过三十日的，转租方有权解除本协议并收回商铺。',
  '第八条 争议解决。因本协议发生的争议，三方应协商解决；协商不成的，提交商铺所在地人民法院诉讼解决。本协议一式三份，三方各执一份，自三方签字盖章之日起生效。',
];

/**
 * The sublease agreement as a Word file built here: eight A4 pages of Chinese text, each opened by a page
 * break and filled with one clause said over (about a page of 宋体 14 pt each).
 */
export function subleaseDocx(): Buffer {
  return docxFile(CLAUSES.map((clause) => `${SUBLEASE.title} ${Array(6).fill(clause).join('')}`));
}

/**
 * The built product for the document journeys, on its own data: a clock the journey moves forward (the
 * hold of document income) and jobs every half second, so held income is released within moments.
 */
export function startDocumentProduct(): Promise<ProductServer> {
  return startProductServer({ env: () => ({ TEST_CLOCK_MOVABLE: '1', TEST_JOB_EVERY_MS: '500' }) });
}

/** The uploader's document titled `title` in 我的文档, as the API answers it. */
export async function myDocument(uploader: Api, title: string): Promise<MyDocumentItem> {
  const { list } = await uploader<{ list: MyDocumentItem[] }>('GET', '/api/v1/document/mine?page_size=50');
  const found = list.find((item) => item.title === title);
  if (!found) throw new Error(`我的文档 has no ${title}`);
  return found;
}

/**
 * Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation), so an upload's progress can
 * be seen as a person on a slow network sees it; answers a function that lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await network.detach();
  };
}

/**
 * Picks `labels` (one per wheel, left to right) in the open cascade picker titled `title` and confirms: each
 * wheel's item is tapped, the picker's overflow box put back where a phone keeps it (Playwright scrolls a
 * tapped item into view even there), and the wheel waited for until it has settled on it.
 */
export async function pickInCascade(page: Page, title: string, labels: readonly string[]) {
  const picker = page.locator('.adm-picker').filter({ hasText: title, visible: true });
  for (const [index, label] of labels.entries()) {
    const wheel = picker.locator('.adm-picker-view-column').nth(index);
    const item = wheel.locator('.adm-picker-view-column-item').filter({ hasText: label });
    await item.tap();
    await wheel.evaluate((column) => {
      const view = column.closest('.adm-picker-view');
      if (view) view.scrollTop = 0;
    });
    await expect.poll(() => item.getAttribute('class')).toContain('adm-picker-view-column-item-active');
  }
  const confirm = picker.locator('.adm-picker-header-button').filter({ hasText: '确定' });
  await confirm.tap();
  await picker.waitFor({ state: 'hidden' });
}

/** Waits until every picture named `name` (a RegExp for several) has been fetched and decoded. */
export async function picturesLoaded(page: Page, name: string | RegExp, count = 1) {
  const pictures = page.getByRole('img', { name });
  await expect.poll(() => pictures.count()).toBe(count);
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
  }
}

/** Uploads the sublease agreement as `token`'s user the way the form's file field does (multipart `file`). */
async function uploadSublease(baseUrl: string, token: string): Promise<string> {
  const form = new FormData();
  const bytes = new Uint8Array(subleaseDocx());
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), SUBLEASE.fileName);
  const response = await fetch(`${baseUrl}/api/v1/upload/file`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: { id: string } };
  if (envelope.code !== 0) throw new Error(`upload: ${envelope.msg}`);
  return envelope.data.id;
}

/**
 * The sublease agreement listed by the API, as the first journey does it in the browser: the lawyer uploads
 * it (法律类型 房屋租赁, 29.90 元), the conversion job makes it 待审核, the demo operator approves it.
 * Answers the document's id.
 */
export async function listedSublease(product: ProductServer, lawyerToken: string): Promise<number> {
  const { baseUrl } = product;
  const lawyer = apiWith(baseUrl, { 'x-token': lawyerToken });
  const tree = await apiWith(baseUrl)<
    Array<{ id: number; name: string; children?: Array<{ id: number; name: string }> }>
  >('GET', '/api/v1/lawyerLegalType/tree');
  const [parent, leaf] = SUBLEASE.legalType;
  const legalType = tree.find((node) => node.name === parent)?.children?.find((node) => node.name === leaf);
  if (!legalType) throw new Error(`no legal type ${parent} / ${leaf}`);
  await lawyer('POST', '/api/v1/document', {
    title: SUBLEASE.title,
    legal_type_id: legalType.id,
    tags: [...SUBLEASE.tags],
    description: SUBLEASE.description,
    price: Math.round(Number(SUBLEASE.yuan) * 100),
    file_id: await uploadSublease(baseUrl, lawyerToken),
  });
  // Converted by the job within seconds (a loop, not expect.poll: this runs before the tests).
  const deadline = Date.now() + 60_000;
  while ((await myDocument(lawyer, SUBLEASE.title)).state !== 'reviewing') {
    if (Date.now() > deadline) throw new Error('the sublease agreement was not converted within 60 s');
    await new Promise((wait) => setTimeout(wait, 500));
  }
  const operator = await operatorApi(baseUrl, 'admin', demoOperatorPassword(product.dataDir));
  const queue = await operator<{ list: Array<{ id: number; title: string; reviewing_version_id: number }> }>(
    'GET',
    '/api/v1/admin/documents?state=reviewing&page_size=50',
  );
  const waiting = queue.list.find((item) => item.title === SUBLEASE.title);
  if (!waiting) throw new Error('the review queue has no sublease agreement');
  await operator('POST', '/api/v1/admin/documents-action/review', {
    version_id: waiting.reviewing_version_id,
    decision: 'approve',
  });
  return waiting.id;
}

/** `customer` buys the document in the sandbox, by the API; answers the order number. */
export async function boughtInSandbox(customer: Api, documentId: number): Promise<string> {
  const { order_no } = await customer<{ order_no: string }>('POST', '/api/v1/document/order', {
    document_id: documentId,
  });
  await customer('POST', '/api/v1/payment', { app_scene: 'h5', scene: 'document', order_no });
  await customer('POST', '/api/v1/payment/sandbox/confirm', { order_no });
  return order_no;
}
