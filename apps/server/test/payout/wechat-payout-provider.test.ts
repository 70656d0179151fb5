import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PayoutRefusedError,
  PayoutUnknownError,
  type CreatePayoutInput,
  type PayoutState,
} from '../../src/providers/payout/payout-provider';
import { WechatPayoutProvider } from '../../src/providers/payout/wechat';
import { loadWechatPayKeys } from '../../src/providers/payment/wechat/wechat-pay-keys';
import { MCHID, PLATFORM_KEY_ID } from '../payment/wechat-pay-fixture';
import { rsaPair } from '../payment/wechat-pay-stand-in';
import {
  startWechatTransfer,
  TRANSFER_NOTIFY_URL,
  type WechatTransferFixture,
} from './wechat-transfer-fixture';
import type { TransferState } from './wechat-transfer-stand-in';

let wx: WechatTransferFixture;
let counter = 0;
const billNo = () => `W20250301${String(++counter).padStart(8, '0')}`;

beforeAll(async () => {
  wx = await startWechatTransfer();
});
afterAll(async () => {
  await wx.close();
});

function input(bill_no: string, amount = 12_345): CreatePayoutInput {
  return {
    bill_no,
    amount,
    payee: { kind: 'wechat', openid: 'o-lawyer-openid-1', real_name: '张律师' },
    remark: '律桥律师收入提现',
  };
}

/** Our provider with other keys than WeChat Pay's (same merchant, same stand-in). */
function providerWith(platformKeys: Record<string, KeyObject>) {
  const keys = { ...loadWechatPayKeys(wx.config), platformKeys };
  const transfer = wx.appConfig.wechatTransfer;
  if (!transfer) throw new Error('transfer config missing');
  return (config = wx.config) => new WechatPayoutProvider(config, transfer, keys, wx.clock);
}

describe('WeChat Pay 商家转账: 发起转账', () => {
  it('sends a signed bill with the scene, its report infos and the encrypted name; answers the confirmation', async () => {
    const no = billNo();
    const status = await wx.payout.create(input(no));
    const bill = wx.transfers.bills.get(no);
    expect(bill).toMatchObject({
      appid: wx.config.appId,
      openid: 'o-lawyer-openid-1',
      user_name: '张律师', // decrypted by the stand-in with WeChat Pay's private key
      transfer_amount: 12_345,
      transfer_remark: '律桥律师收入提现',
      transfer_scene_id: '1005',
      user_recv_perception: '劳务报酬',
      transfer_scene_report_infos: [
        { info_type: '岗位类型', info_content: '律师' },
        { info_type: '报酬说明', info_content: '律师服务收入' },
      ],
      notify_url: TRANSFER_NOTIFY_URL,
    });
    expect(wx.transfers.creates.at(-1)).toEqual({ out_bill_no: no, serial: PLATFORM_KEY_ID });
    const request = wx.standIn.requests.at(-1);
    expect(request?.authorization).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",/);
    expect((request?.body as { user_name: string }).user_name).not.toContain('张');

    expect(status).toEqual({
      bill_no: no,
      state: 'wait_user_confirm',
      party_bill_no: bill?.transfer_bill_no,
      package_info: bill?.package_info,
      fail_reason: null,
    });
    expect(wx.payout.confirmation(status)).toEqual({
      kind: 'wechat',
      mchId: MCHID,
      appId: wx.config.appId,
      package: bill?.package_info,
    });
  });

  it('the same bill number again answers the same bill; nothing is transferred twice', async () => {
    const no = billNo();
    const first = await wx.payout.create(input(no));
    const again = await wx.payout.create(input(no));
    expect(again).toEqual(first);
    expect([...wx.transfers.bills.keys()].filter((key) => key === no)).toHaveLength(1);
  });

  it('a remark longer than WeChat allows is cut to 32 characters', async () => {
    const no = billNo();
    await wx.payout.create({ ...input(no), remark: '律'.repeat(40) });
    expect(wx.transfers.bills.get(no)?.transfer_remark).toBe('律'.repeat(32));
  });

  it('clear refusals with WeChat error codes: NOT_ENOUGH, PARAM_ERROR, INVALID_REQUEST', async () => {
    wx.transfers.balance = 100;
    try {
      const failure = wx.payout.create(input(billNo(), 101));
      await expect(failure).rejects.toBeInstanceOf(PayoutRefusedError);
      await expect(failure).rejects.toMatchObject({ code: 'NOT_ENOUGH', provider: 'wechat' });
    } finally {
      wx.transfers.balance = Number.MAX_SAFE_INTEGER;
    }
    await expect(wx.payout.create(input('W-1'))).rejects.toMatchObject({
      name: 'PayoutRefusedError',
      code: 'PARAM_ERROR',
    });
    const no = billNo();
    await wx.payout.create(input(no, 500));
    await expect(wx.payout.create(input(no, 600))).rejects.toMatchObject({
      name: 'PayoutRefusedError',
      code: 'INVALID_REQUEST',
    });
    await expect(
      wx.payout.create({
        ...input(billNo()),
        payee: {
          kind: 'bank',
          account_name: '某律所',
          bank_name: '工商银行',
          account_no: '6222000011112222',
        },
      }),
    ).rejects.toMatchObject({ name: 'PayoutRefusedError', code: 'PAYEE_NOT_WECHAT' });
  });

  it('the name encrypted with another key, or a serial that is not WeChat Pay’s key, is refused', async () => {
    const wrongKey = providerWith({ [PLATFORM_KEY_ID]: rsaPair().publicKey })();
    await expect(wrongKey.create(input(billNo()))).rejects.toMatchObject({
      code: 'PARAM_ERROR',
      message: expect.stringContaining('user_name 解密失败'),
    });

    const platformKey = loadWechatPayKeys(wx.config).platformKeys[PLATFORM_KEY_ID];
    if (!platformKey) throw new Error('no platform key');
    const wrongSerial = providerWith({ PUB_KEY_ID_WRONG: platformKey, [PLATFORM_KEY_ID]: platformKey })({
      ...wx.config,
      platformPublicKey: { file: wx.config.platformPublicKey?.file ?? '', id: 'PUB_KEY_ID_WRONG' },
    });
    await expect(wrongSerial.create(input(billNo()))).rejects.toMatchObject({
      code: 'PARAM_ERROR',
      message: expect.stringContaining('Wechatpay-Serial'),
    });
  });
});

describe('WeChat Pay 商家转账: answers that say neither yes nor no', () => {
  it('a 500 after the bill was made: unknown; the query finds the bill; the same number does not make another', async () => {
    const no = billNo();
    wx.transfers.failNextCreate = 'error';
    const failure = wx.payout.create(input(no));
    await expect(failure).rejects.toBeInstanceOf(PayoutUnknownError);
    await expect(failure).rejects.toThrow(/500 SYSTEM_ERROR/);
    await expect(wx.payout.query(no)).resolves.toMatchObject({ bill_no: no, state: 'wait_user_confirm' });
    await wx.payout.create(input(no));
    expect(wx.transfers.creates.filter((create) => create.out_bill_no === no)).toHaveLength(2);
    expect(wx.transfers.bills.get(no)?.transfer_amount).toBe(12_345);
  });

  it('no answer at all (timeout): unknown, and the bill exists', async () => {
    const no = billNo();
    wx.transfers.failNextCreate = 'hang';
    await expect(wx.payout.create(input(no))).rejects.toBeInstanceOf(PayoutUnknownError);
    await expect(wx.payout.query(no)).resolves.toMatchObject({ state: 'wait_user_confirm' });
  }, 20_000);

  it('an answer not signed by WeChat Pay, an unreadable answer, or nobody there: unknown', async () => {
    wx.standIn.answerKeyOverride = rsaPair().privateKey;
    try {
      await expect(wx.payout.create(input(billNo()))).rejects.toThrow(
        /^wechat: 发起转账 W\d+: EV3_RES_HEADER_SIGNATURE_DIGEST/,
      );
    } finally {
      wx.standIn.answerKeyOverride = null;
    }

    const no = billNo();
    await wx.payout.create(input(no));
    const bill = wx.transfers.bills.get(no);
    if (!bill) throw new Error('no bill');
    bill.state = 'REVOKED' as TransferState; // a state this provider was not written for
    await expect(wx.payout.query(no)).rejects.toThrow(/unreadable answer/);

    const unreachable = providerWith(loadWechatPayKeys(wx.config).platformKeys)({
      ...wx.config,
      payBaseUrl: 'http://127.0.0.1:9',
    });
    await expect(unreachable.create(input(billNo()))).rejects.toBeInstanceOf(PayoutUnknownError);
    await expect(unreachable.query(no)).rejects.toBeInstanceOf(PayoutUnknownError);
    await expect(unreachable.cancel(no)).rejects.toBeInstanceOf(PayoutUnknownError);
  });
});

describe('WeChat Pay 商家转账: query and cancel', () => {
  it('maps every WeChat state; only a waiting bill needs a confirmation; a failure says why', async () => {
    const no = billNo();
    await wx.payout.create(input(no));
    // WeChat's states in its order, and what each must become.
    const states: TransferState[] = ['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM', 'TRANSFERING'];
    states.push('SUCCESS', 'FAIL', 'CANCELING', 'CANCELLED');
    const expected: PayoutState[] = ['accepted', 'processing', 'wait_user_confirm', 'transferring'];
    expected.push('success', 'failed', 'cancelling', 'cancelled');
    for (const [index, state] of states.entries()) {
      wx.transfers.move(no, state);
      const status = await wx.payout.query(no);
      expect(status).toEqual({
        bill_no: no,
        state: expected[index],
        party_bill_no: wx.transfers.bills.get(no)?.transfer_bill_no,
        package_info: null, // 查询 does not carry it: the caller keeps the one 发起转账 answered
        fail_reason: state === 'FAIL' ? 'PAYEE_ACCOUNT_ABNORMAL' : null,
      });
      expect(wx.payout.confirmation(status)).toBeNull();
    }
    expect(wx.standIn.requests.at(-1)?.path).toBe(
      `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${no}`,
    );
  });

  it('a bill WeChat Pay never made is not_found', async () => {
    await expect(wx.payout.query('W_NEVER_MADE1')).resolves.toEqual({
      bill_no: 'W_NEVER_MADE1',
      state: 'not_found',
      party_bill_no: null,
      package_info: null,
      fail_reason: null,
    });
  });

  it('a bill accepted by WeChat starts without a confirmation', async () => {
    const no = billNo();
    wx.transfers.createState = 'ACCEPTED';
    try {
      const status = await wx.payout.create(input(no));
      expect(status).toMatchObject({ state: 'accepted', package_info: null });
      expect(wx.payout.confirmation(status)).toBeNull();
    } finally {
      wx.transfers.createState = 'WAIT_USER_CONFIRM';
    }
  });

  it('cancel before the payee confirmed: cancelling, then cancelled; after, or never made: the state it is in', async () => {
    const no = billNo();
    await wx.payout.create(input(no));
    await expect(wx.payout.cancel(no)).resolves.toMatchObject({ bill_no: no, state: 'cancelling' });
    expect(wx.standIn.requests.at(-1)?.path).toBe(
      `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${no}/cancel`,
    );
    wx.transfers.move(no, 'CANCELLED');
    await expect(wx.payout.query(no)).resolves.toMatchObject({ state: 'cancelled' });

    const paid = billNo();
    await wx.payout.create(input(paid));
    wx.transfers.move(paid, 'SUCCESS');
    await expect(wx.payout.cancel(paid)).resolves.toMatchObject({ bill_no: paid, state: 'success' });
    await expect(wx.payout.cancel('W_NEVER_MADE2')).resolves.toMatchObject({ state: 'not_found' });
  });
});

describe('WeChat Pay 商家转账: MCHTRANSFER.BILL.FINISHED', () => {
  async function finished(state: TransferState = 'SUCCESS', at = Date.now()) {
    const no = billNo();
    await wx.payout.create(input(no));
    return { no, notify: wx.transfers.move(no, state, at) };
  }

  it('a genuine notify answers the bill it is about (the caller then queries it)', async () => {
    const { no, notify } = await finished('SUCCESS');
    await expect(wx.payout.verifyNotify(notify)).resolves.toEqual({ bill_no: no });
    const failed = await finished('FAIL');
    await expect(wx.payout.verifyNotify(failed.notify)).resolves.toEqual({ bill_no: failed.no });
    expect(wx.payout.notifyAnswer('accepted')).toEqual({ status: 204 });
    expect(wx.payout.notifyAnswer('refused')).toEqual({
      status: 500,
      body: { code: 'FAIL', message: '失败' },
    });
  });

  it('forged, stale, unknown-key, wrong APIv3 key, stripped and foreign notifies are refused', async () => {
    const { no } = await finished();
    const bill = wx.transfers.bills.get(no);
    if (!bill) throw new Error('no bill');
    const refused = (notify: Parameters<typeof wx.payout.verifyNotify>[0], reason: string) =>
      expect(wx.payout.verifyNotify(notify)).rejects.toMatchObject({
        name: 'PayoutNotifyRefusedError',
        reason,
      });

    await refused(
      wx.transfers.notify(bill, Date.now(), { signingKey: rsaPair().privateKey }),
      'bad_signature',
    );
    await refused(wx.transfers.notify(bill, Date.now() - 6 * 60_000), 'stale_timestamp');
    await refused(wx.transfers.notify(bill, Date.now() + 6 * 60_000), 'stale_timestamp');
    await refused(wx.transfers.notify(bill, Date.now(), { keyId: 'PUB_KEY_ID_UNKNOWN' }), 'unknown_key');
    await refused(wx.transfers.notify(bill, Date.now(), { apiV3Key: 'z'.repeat(32) }), 'undecryptable');
    const genuine = wx.transfers.notify(bill);
    await refused({ ...genuine, rawBody: genuine.rawBody.replace('FINISHED', 'FINISHEd') }, 'bad_signature');
    await refused({ headers: {}, rawBody: genuine.rawBody }, 'malformed');

    const payment = wx.standIn.notify('TRANSACTION.SUCCESS', 'transaction', { mchid: MCHID }, Date.now());
    await refused(payment, 'unsupported');
    const original = wx.standIn.options.mchid;
    wx.standIn.options.mchid = '1900000999';
    try {
      await refused(wx.transfers.notify(bill), 'unsupported');
    } finally {
      wx.standIn.options.mchid = original;
    }
  });
});
