import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../../src/providers/payment';
import { MCHID, startWechatPay, type WechatPayFixture } from './wechat-pay-fixture';
import { rsaPair } from './wechat-pay-stand-in';

let wx: WechatPayFixture;
let counter = 0;
const orderNo = () => `S20250301${String(++counter).padStart(8, '0')}`;

beforeAll(async () => {
  wx = await startWechatPay();
});
afterAll(async () => {
  await wx.close();
});

function create(order_no: string, openid: string | null = 'o-openid-123', amount = 4900) {
  return wx.provider.create({
    order_no,
    amount,
    description: '律桥-图文咨询',
    expires_at: wx.clock.now() + 15 * 60_000,
    openid,
    client_ip: '203.0.113.7',
  });
}

describe('WeChat Pay prepay', () => {
  it('JSAPI: the stand-in accepts our signed request and the client parameters are signed with the merchant key', async () => {
    const no = orderNo();
    const launch = await create(no);
    const request = wx.standIn.requests.at(-1);
    expect(request?.path).toBe('/v3/pay/transactions/jsapi');
    expect(request?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",/);
    expect(request?.body).toMatchObject({
      appid: wx.config.appId,
      mchid: MCHID,
      out_trade_no: no,
      notify_url: wx.config.notifyUrl,
      amount: { total: 4900, currency: 'CNY' },
      payer: { openid: 'o-openid-123' },
      scene_info: { payer_client_ip: '203.0.113.7' },
    });
    expect((request?.body as { time_expire: string }).time_expire).toMatch(/\+08:00$/);

    if (launch.kind !== 'jsapi') throw new Error(`expected jsapi, got ${launch.kind}`);
    const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = launch.jsapi;
    expect(appId).toBe(wx.config.appId);
    expect(pkg).toMatch(/^prepay_id=wx/);
    expect(signType).toBe('RSA');
    expect(timeStamp).toBe(String(Math.floor(wx.clock.now() / 1000)));
    const verified = createVerify('RSA-SHA256')
      .update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
      .verify(wx.merchantPublicKey, paySign, 'base64');
    expect(verified).toBe(true);
  });

  it('Native outside WeChat: a code_url to show as a QR code', async () => {
    const launch = await create(orderNo(), null);
    expect(wx.standIn.requests.at(-1)?.path).toBe('/v3/pay/transactions/native');
    expect(launch).toEqual({
      kind: 'native',
      code_url: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/),
    });
  });

  it('a request the stand-in cannot verify is refused with its code (SIGN_ERROR)', async () => {
    const original = wx.standIn.options.merchantPublicKey;
    wx.standIn.options.merchantPublicKey = rsaPair().publicKey;
    try {
      await expect(create(orderNo())).rejects.toMatchObject({ code: 'SIGN_ERROR', status: 401 });
    } finally {
      wx.standIn.options.merchantPublicKey = original;
    }
  });

  it('an answer not signed by WeChat Pay is not believed', async () => {
    wx.standIn.answerKeyOverride = rsaPair().privateKey;
    try {
      const failure = create(orderNo());
      await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(failure).rejects.toMatchObject({ code: 'EV3_RES_HEADER_SIGNATURE_DIGEST' });
    } finally {
      wx.standIn.answerKeyOverride = null;
    }
  });

  it('paying an order already paid is refused with ORDERPAID', async () => {
    const no = orderNo();
    await create(no);
    wx.standIn.pay(no, wx.clock.now());
    await expect(create(no)).rejects.toMatchObject({ code: 'ORDERPAID', provider: 'wechat' });
  });
});

describe('WeChat Pay query and close', () => {
  it('query: unpaid, then paid with the transaction, amount and time; unknown orders are not_found', async () => {
    const no = orderNo();
    await create(no);
    await expect(wx.provider.query(no)).resolves.toEqual({ state: 'unpaid', order_no: no });
    const paidAt = Math.floor(wx.clock.now() / 1000) * 1000;
    wx.standIn.pay(no, paidAt);
    const status = await wx.provider.query(no);
    expect(status).toEqual({
      state: 'paid',
      order_no: no,
      transaction_id: wx.standIn.trades.get(no)?.transaction_id,
      amount: 4900,
      paid_at: paidAt,
    });
    expect(wx.standIn.requests.at(-1)?.path).toBe(`/v3/pay/transactions/out-trade-no/${no}?mchid=${MCHID}`);
    await expect(wx.provider.query('S_NEVER_CREATED')).resolves.toEqual({
      state: 'not_found',
      order_no: 'S_NEVER_CREATED',
    });
  });

  it('close: an unpaid order ends closed; a paid one reports paid (the payment beat the close)', async () => {
    const unpaid = orderNo();
    await create(unpaid);
    await expect(wx.provider.close(unpaid)).resolves.toEqual({ state: 'closed', order_no: unpaid });
    expect(
      wx.standIn.requests.some((r) => r.path === `/v3/pay/transactions/out-trade-no/${unpaid}/close`),
    ).toBe(true);
    await expect(wx.provider.close(unpaid)).resolves.toMatchObject({ state: 'closed' });

    const paid = orderNo();
    await create(paid);
    wx.standIn.pay(paid, wx.clock.now());
    await expect(wx.provider.close(paid)).resolves.toMatchObject({
      state: 'paid',
      order_no: paid,
      amount: 4900,
    });
    await expect(wx.provider.close('S_NEVER_CREATED')).resolves.toMatchObject({ state: 'not_found' });
  });
});

describe('WeChat Pay refunds', () => {
  it('a refund is processing until WeChat Pay finishes it; its notify verifies; query follows', async () => {
    const no = orderNo();
    await create(no, 'o-openid-123', 9900);
    wx.standIn.pay(no, wx.clock.now());

    const refund = await wx.provider.refund({
      order_no: no,
      refund_no: `R${no}1`,
      amount: 3000,
      total: 9900,
      reason: '部分退款',
    });
    expect(refund).toMatchObject({
      state: 'processing',
      refund_no: `R${no}1`,
      order_no: no,
      amount: 3000,
      succeeded_at: null,
    });
    expect(wx.standIn.requests.at(-1)?.body).toMatchObject({
      out_trade_no: no,
      out_refund_no: `R${no}1`,
      notify_url: wx.config.notifyUrl,
      amount: { refund: 3000, total: 9900, currency: 'CNY' },
    });
    await expect(wx.provider.queryRefund(`R${no}1`)).resolves.toMatchObject({ state: 'processing' });

    const at = Math.floor(wx.clock.now() / 1000) * 1000;
    const notify = wx.standIn.finishRefund(`R${no}1`, at);
    await expect(wx.provider.verifyNotify(notify)).resolves.toEqual({
      kind: 'refund',
      refund_no: `R${no}1`,
      order_no: no,
      amount: 3000,
      status: 'success',
      refund_id: refund.refund_id,
      succeeded_at: at,
    });
    await expect(wx.provider.queryRefund(`R${no}1`)).resolves.toMatchObject({
      state: 'success',
      succeeded_at: at,
    });

    // The same refund number again answers the same refund; more than what is left is refused.
    await expect(
      wx.provider.refund({ order_no: no, refund_no: `R${no}1`, amount: 3000, total: 9900 }),
    ).resolves.toMatchObject({ refund_id: refund.refund_id });
    await wx.provider.refund({ order_no: no, refund_no: `R${no}2`, amount: 6900, total: 9900 });
    await expect(
      wx.provider.refund({ order_no: no, refund_no: `R${no}3`, amount: 1, total: 9900 }),
    ).rejects.toMatchObject({ code: 'NOT_ENOUGH', status: 403 });
    await expect(wx.provider.queryRefund('R_NEVER')).resolves.toEqual({
      state: 'not_found',
      refund_no: 'R_NEVER',
    });
  });
});

describe('WeChat Pay notifies', () => {
  async function paidNotify() {
    const no = orderNo();
    await create(no);
    const at = Math.floor(wx.clock.now() / 1000) * 1000;
    return { no, at, notify: wx.standIn.pay(no, at) };
  }

  it('a genuine payment notify is verified, decrypted and mapped', async () => {
    const { no, at, notify } = await paidNotify();
    await expect(wx.provider.verifyNotify(notify)).resolves.toEqual({
      kind: 'payment',
      order_no: no,
      transaction_id: wx.standIn.trades.get(no)?.transaction_id,
      amount: 4900,
      paid_at: at,
    });
  });

  it('header names in any case are read', async () => {
    const { notify } = await paidNotify();
    const upper = Object.fromEntries(Object.entries(notify.headers).map(([k, v]) => [k.toUpperCase(), v]));
    await expect(
      wx.provider.verifyNotify({ headers: upper, rawBody: notify.rawBody }),
    ).resolves.toMatchObject({ kind: 'payment' });
  });

  it('a forged notify (signed with another key under the real key id) is refused', async () => {
    const { no } = await paidNotify();
    const trade = wx.standIn.trades.get(no) ?? {};
    const forged = wx.standIn.notify(
      'TRANSACTION.SUCCESS',
      'transaction',
      { ...trade, mchid: MCHID },
      wx.clock.now(),
      {
        signingKey: rsaPair().privateKey,
      },
    );
    await expect(wx.provider.verifyNotify(forged)).rejects.toMatchObject({ reason: 'bad_signature' });
  });

  it('a notify signed by a key id we do not know is refused', async () => {
    const { notify } = await paidNotify();
    const other = wx.standIn.signedNotify(notify.rawBody, wx.clock.now(), { keyId: 'PUB_KEY_ID_OTHER' });
    await expect(wx.provider.verifyNotify(other)).rejects.toMatchObject({ reason: 'unknown_key' });
  });

  it('a body changed after signing is refused', async () => {
    const { notify } = await paidNotify();
    const changed = notify.rawBody.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ');
    await expect(wx.provider.verifyNotify({ ...notify, rawBody: changed })).rejects.toMatchObject({
      reason: 'bad_signature',
    });
  });

  it('a replayed notify older than 5 minutes, or dated ahead by as much, is refused; 4 minutes passes', async () => {
    const { notify } = await paidNotify();
    wx.clock.advance(4 * 60_000);
    await expect(wx.provider.verifyNotify(notify)).resolves.toMatchObject({ kind: 'payment' });
    wx.clock.advance(2 * 60_000);
    await expect(wx.provider.verifyNotify(notify)).rejects.toMatchObject({ reason: 'stale_timestamp' });
    const ahead = wx.standIn.signedNotify(notify.rawBody, wx.clock.now() + 6 * 60_000);
    await expect(wx.provider.verifyNotify(ahead)).rejects.toMatchObject({ reason: 'stale_timestamp' });
    wx.clock.set(Date.now());
  });

  it('a tampered ciphertext (envelope re-signed with the genuine key) does not decrypt and is refused', async () => {
    const { notify } = await paidNotify();
    const body = JSON.parse(notify.rawBody) as { resource: { ciphertext: string } };
    const bytes = Buffer.from(body.resource.ciphertext, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 0x01;
    body.resource.ciphertext = bytes.toString('base64');
    const tampered = wx.standIn.signedNotify(JSON.stringify(body), wx.clock.now());
    await expect(wx.provider.verifyNotify(tampered)).rejects.toMatchObject({ reason: 'undecryptable' });
  });

  it('a resource encrypted under another APIv3 key is refused as undecryptable', async () => {
    const { no } = await paidNotify();
    const notify = wx.standIn.notify(
      'TRANSACTION.SUCCESS',
      'transaction',
      { ...wx.standIn.trades.get(no), mchid: MCHID },
      wx.clock.now(),
      {
        apiV3Key: 'z'.repeat(32),
      },
    );
    await expect(wx.provider.verifyNotify(notify)).rejects.toMatchObject({ reason: 'undecryptable' });
  });

  it('missing signature headers, non-JSON bodies and other merchants are refused', async () => {
    const { notify, no } = await paidNotify();
    const { 'wechatpay-signature': _dropped, ...unsigned } = notify.headers;
    await expect(
      wx.provider.verifyNotify({ headers: unsigned, rawBody: notify.rawBody }),
    ).rejects.toMatchObject({ reason: 'malformed' });
    await expect(
      wx.provider.verifyNotify(wx.standIn.signedNotify('not json', wx.clock.now())),
    ).rejects.toMatchObject({
      reason: 'malformed',
    });
    const trade = wx.standIn.trades.get(no);
    const otherMerchant = wx.standIn.notify(
      'TRANSACTION.SUCCESS',
      'transaction',
      { ...trade, mchid: '1900000999', trade_state: 'SUCCESS', amount: { total: 4900 } },
      wx.clock.now(),
    );
    await expect(wx.provider.verifyNotify(otherMerchant)).rejects.toMatchObject({ reason: 'unsupported' });
  });

  it('a genuinely signed payment notify for another app of our merchant (appid) is refused', async () => {
    const { no } = await paidNotify();
    const trade = wx.standIn.trades.get(no);
    const paid = { ...trade, mchid: MCHID, trade_state: 'SUCCESS', amount: { total: 4900 } };
    const otherApp = wx.standIn.notify(
      'TRANSACTION.SUCCESS',
      'transaction',
      { ...paid, appid: 'wx0000000000000other' },
      wx.clock.now(),
    );
    await expect(wx.provider.verifyNotify(otherApp)).rejects.toMatchObject({ reason: 'unsupported' });
    const { appid: _dropped, ...withoutApp } = paid;
    const noApp = wx.standIn.notify('TRANSACTION.SUCCESS', 'transaction', withoutApp, wx.clock.now());
    await expect(wx.provider.verifyNotify(noApp)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('answers notifies the way WeChat Pay expects: 204 without body, or an error status with code FAIL', () => {
    expect(wx.provider.notifyAnswer('accepted')).toEqual({ status: 204 });
    expect(wx.provider.notifyAnswer('refused')).toEqual({
      status: 500,
      body: { code: 'FAIL', message: '失败' },
    });
  });
});
