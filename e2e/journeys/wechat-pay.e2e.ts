import { createVerify } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../support/api';
import { snap, useBrowser } from '../support/browser';
import { h5, loginThroughUi } from '../support/h5';
import {
  notifyPaid,
  startWechatProduct,
  WECHAT_APPID,
  WECHAT_USER_AGENT,
  type WechatProduct,
} from '../support/wechat-stand-ins';

const journey = 'wechat-pay';
const DESCRIPTION = '装修公司收了全款后一直拖延工期，合同约定的交房时间已过两个月，想知道如何维权。';

interface RecordedPay {
  name: string;
  params: {
    appId: string;
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: string;
    paySign: string;
  };
}

/** WeChat's bridge in the page: records what the app asks the payment sheet, and answers that it paid. */
function fakeWeixinJSBridge() {
  const calls: unknown[] = [];
  Object.assign(window, {
    __wxpay: calls,
    WeixinJSBridge: {
      invoke(name: string, params: object, callback: (result: { err_msg: string }) => void) {
        calls.push({ name, params });
        setTimeout(() => callback({ err_msg: 'get_brand_wcpay_request:ok' }), 300);
      },
    },
  });
}

/** A demo lawyer taking orders, with the name their page shows and their own price of 图文咨询. */
async function acceptingLawyer(baseUrl: string): Promise<{ uuid: string; name: string; price: number }> {
  const list = (await (await fetch(`${baseUrl}/api/v1/lawyer?page=1&page_size=20`)).json()) as {
    data: { list: Array<{ uuid: string }> };
  };
  for (const { uuid } of list.data.list) {
    const detail = (await (await fetch(`${baseUrl}/api/v1/lawyer/detail?uuid=${uuid}`)).json()) as {
      data: { name: string; accepting: number; services: Array<{ name: string; price: number }> };
    };
    const service = detail.data.services.find((item) => item.name === '图文咨询');
    if (detail.data.accepting === 1 && service) return { uuid, name: detail.data.name, price: service.price };
  }
  throw new Error('no demo lawyer takes orders');
}

const orderNoIn = (url: string) => /order_no=(S\d{16})/.exec(decodeURIComponent(url))?.[1] ?? '';

/** From the lawyer's page through 服务详情 to 确认订单 with the agreement ticked, signing in first if asked. */
async function placeOrder(
  page: Page,
  baseUrl: string,
  lawyer: { uuid: string; name: string },
  signIn: boolean,
) {
  await page.goto(h5(baseUrl, `/pages/customer/lawyer/detail?uuid=${lawyer.uuid}`));
  await page.getByRole('heading', { name: lawyer.name }).waitFor();
  await page.getByRole('link', { name: '购买服务' }).tap();
  if (signIn) await loginThroughUi(page, baseUrl, uniquePhone());
  await page.getByRole('radio', { name: /图文咨询/ }).tap();
  await page.getByRole('textbox', { name: '问题描述' }).fill(DESCRIPTION);
  await page.getByRole('button', { name: '下一步' }).tap();
  await page.waitForFunction(() => document.title === '确认订单');
  await page.getByLabel('同意用户协议').tap();
}

describe('paying with WeChat Pay (PAYMENT_PROVIDER=wechat against local stand-ins)', () => {
  let wechat: WechatProduct;
  let lawyer: { uuid: string; name: string; price: number };

  beforeAll(async () => {
    wechat = await startWechatProduct();
    lawyer = await acceptingLawyer(wechat.product.baseUrl);
  });
  afterAll(async () => wechat?.stop());

  describe('inside WeChat: OAuth for the openid, then JSAPI', () => {
    const browser = useBrowser('phone', { userAgent: WECHAT_USER_AGENT });

    it('goes through WeChat OAuth once, pays in WeChat’s sheet and reaches 支付成功 when WeChat Pay notifies', async () => {
      const { page, context } = browser();
      const baseUrl = wechat.product.baseUrl;
      await context.addInitScript(fakeWeixinJSBridge);
      expect(await page.evaluate(() => navigator.userAgent)).toContain('MicroMessenger');

      await placeOrder(page, baseUrl, lawyer, true);
      await snap(page, journey, '01-confirm-order-in-wechat');
      const authorizeAsked = wechat.api.calls.authorize;
      await page.getByRole('button', { name: '提交订单' }).tap();

      // WeChat's OAuth page sends the browser back with ?code=&state= before the #hash; the app exchanges
      // the code, takes both out of the address and asks WeChat's bridge to pay.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __wxpay: unknown[] }).__wxpay.length), {
          timeout: 30_000,
        })
        .toBe(1);
      expect(wechat.api.calls.authorize).toBe(authorizeAsked + 1);
      expect(wechat.api.calls.oauth).toBe(1);
      const address = new URL(page.url());
      expect(address.origin).toBe(baseUrl);
      expect(address.search).toBe('');
      const orderNo = orderNoIn(address.hash);
      expect(orderNo).toMatch(/^S\d{16}$/);
      await snap(page, journey, '02-wechat-sheet-answered');

      const [call] = await page.evaluate(() => (window as unknown as { __wxpay: RecordedPay[] }).__wxpay);
      expect(call?.name).toBe('getBrandWCPayRequest');
      const params = call!.params;
      expect(params).toMatchObject({
        appId: WECHAT_APPID,
        signType: 'RSA',
        package: expect.stringMatching(/^prepay_id=/),
      });
      const verified = createVerify('RSA-SHA256')
        .update(`${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`)
        .verify(wechat.merchantPublicKey, params.paySign, 'base64');
      expect(verified).toBe(true);
      const prepay = wechat.pay.requests.find(
        (request) =>
          request.path === '/v3/pay/transactions/jsapi' &&
          (request.body as { out_trade_no?: string }).out_trade_no === orderNo,
      );
      expect(prepay?.body).toMatchObject({
        payer: { openid: wechat.api.authorizingOpenid },
        amount: { total: lawyer.price },
      });

      expect(await notifyPaid(wechat, orderNo)).toBe(204);
      await page.waitForFunction(() => document.title === '支付成功', undefined, { timeout: 15_000 });
      await page.locator('main').getByRole('heading', { name: '支付成功' }).waitFor();
      await snap(page, journey, '03-payment-success-in-wechat');

      // The openid is kept: the next order goes straight to WeChat's sheet, without OAuth.
      await placeOrder(page, baseUrl, lawyer, false);
      await page.evaluate(() => {
        (window as unknown as { __wxpay: unknown[] }).__wxpay.length = 0;
      });
      await page.getByRole('button', { name: '提交订单' }).tap();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __wxpay: unknown[] }).__wxpay.length), {
          timeout: 30_000,
        })
        .toBe(1);
      expect(wechat.api.calls.authorize).toBe(authorizeAsked + 1);
      expect(wechat.api.calls.oauth).toBe(1);
    });
  });

  describe('outside WeChat: the Native QR code', () => {
    const browser = useBrowser('phone');

    it('shows the code to scan with WeChat and moves on to 支付成功 once WeChat Pay notifies', async () => {
      const { page } = browser();
      const baseUrl = wechat.product.baseUrl;
      await placeOrder(page, baseUrl, lawyer, true);
      await page.getByRole('button', { name: '提交订单' }).tap();

      const dialog = page.getByRole('dialog');
      await dialog.getByText('请使用微信扫码支付').waitFor({ timeout: 30_000 });
      await dialog.getByText(`¥${(lawyer.price / 100).toFixed(2)}`).waitFor();
      const code = dialog.getByRole('img', { name: '微信支付二维码' });
      const codeUrl = await code.getAttribute('data-content');
      expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      const orderNo = orderNoIn(page.url()) || orderNoIn((await dialog.textContent()) ?? '');
      expect(orderNo).toMatch(/^S\d{16}$/);
      expect(wechat.pay.trades.get(orderNo)?.trade_type).toBe('NATIVE');
      await snap(page, journey, '04-native-qr-code');
      // Big enough to scan from another phone's camera (the sheet has finished zooming in by now).
      expect((await code.boundingBox())?.width).toBeGreaterThanOrEqual(170);
      // At 320 px the sheet and its code still fit, with nothing to scroll sideways.
      await page.setViewportSize({ width: 320, height: 640 });
      await snap(page, journey, '04b-native-qr-code-320');
      const narrow = await code.boundingBox();
      expect(narrow!.x).toBeGreaterThanOrEqual(0);
      expect(narrow!.x + narrow!.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 375, height: 812 });

      expect(await notifyPaid(wechat, orderNo)).toBe(204);
      await page.waitForFunction(() => document.title === '支付成功', undefined, { timeout: 15_000 });
      await page.locator('main').getByRole('heading', { name: '支付成功' }).waitFor();
      await page.getByText('请使用微信扫码支付').waitFor({ state: 'detached' });
      await snap(page, journey, '05-payment-success-after-scan');
    });
  });
});
