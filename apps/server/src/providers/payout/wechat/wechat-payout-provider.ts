import type { KeyObject } from 'node:crypto';
import { Rsa, type Decorator } from 'wechatpay-axios-plugin';
import type { WechatConfig } from '../../../config';
import type { Clock } from '../../../core/clock';
import {
  createWechatPayClient,
  isHttpError,
  wechatErrorOf,
  type Answer,
} from '../../payment/wechat/wechat-pay-client';
import type { WechatPayKeys } from '../../payment/wechat/wechat-pay-keys';
import { openWechatNotify } from '../../payment/wechat/wechat-notify-envelope';
import {
  PayoutNotifyRefusedError,
  PayoutRefusedError,
  PayoutUnknownError,
  type CreatePayoutInput,
  type IncomingPayoutNotify,
  type PayoutConfirmation,
  type PayoutNotifyAnswer,
  type PayoutProvider,
  type PayoutStatus,
} from '../payout-provider';
import type { WechatTransferConfig } from './wechat-transfer-config';
import {
  FINISHED_EVENT,
  payoutStatusOf,
  transferBillSchema,
  transferNotifySchema,
} from './wechat-transfer-format';

const BILLS = 'v3/fund-app/mch-transfer/transfer-bills';
/** WeChat Pay allows at most 32 characters of 转账备注. */
const REMARK_MAX = 32;

/**
 * WeChat Pay 商家转账 (PAYOUT_PROVIDER=wechat), the user-confirmation mode: 发起转账 answers
 * `WAIT_USER_CONFIRM` with a `package_info` the lawyer's H5 hands to `WeixinJSBridge.invoke(
 * 'requestMerchantTransfer', {mchId, appId, package})`; `MCHTRANSFER.BILL.FINISHED` tells a final state.
 * Requests go through the payments' signing and verifying client; the payee's real name (`user_name`) is
 * encrypted with the WeChat Pay public key (RSA-OAEP) named in `Wechatpay-Serial`.
 *
 * Answers that are no clear yes or no (a timeout, no answer, 5xx, 429, an unsigned or unreadable body) throw
 * `PayoutUnknownError`: WeChat Pay says never to re-issue under a new `out_bill_no` then, only to query.
 * A 4xx with WeChat's error code (PARAM_ERROR, NOT_ENOUGH, INVALID_REQUEST, NO_AUTH…) is a refusal.
 */
export class WechatPayoutProvider implements PayoutProvider {
  readonly name = 'wechat' as const;
  readonly payeeKind = 'wechat' as const;
  private readonly api: Decorator;
  private readonly encryption: { serial: string; key: KeyObject };

  constructor(
    private readonly config: WechatConfig,
    private readonly transfer: WechatTransferConfig,
    private readonly keys: WechatPayKeys,
    private readonly clock: Clock,
  ) {
    this.api = createWechatPayClient(config, keys);
    this.encryption = encryptionKeyOf(config, keys);
  }

  async create(input: CreatePayoutInput): Promise<PayoutStatus> {
    const { payee } = input;
    if (payee.kind !== 'wechat') {
      throw new PayoutRefusedError('wechat', 'PAYEE_NOT_WECHAT', '商家转账只能转入微信零钱');
    }
    let answer: Answer<unknown>;
    try {
      answer = await this.api.request(
        BILLS,
        'post',
        {
          appid: this.config.appId,
          out_bill_no: input.bill_no,
          transfer_scene_id: this.transfer.sceneId,
          openid: payee.openid,
          user_name: Rsa.encrypt(payee.real_name, this.encryption.key),
          transfer_amount: input.amount,
          transfer_remark: [...input.remark].slice(0, REMARK_MAX).join(''),
          notify_url: this.transfer.notifyUrl,
          user_recv_perception: this.transfer.userRecvPerception,
          transfer_scene_report_infos: this.transfer.reportInfos,
        },
        { headers: { 'Wechatpay-Serial': this.encryption.serial } },
      );
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal && isClearRefusal(refusal.status)) {
        throw new PayoutRefusedError('wechat', refusal.code, refusal.message);
      }
      throw this.unknown(`发起转账 ${input.bill_no}`, error);
    }
    return this.statusOf(answer.data, `发起转账 ${input.bill_no}`);
  }

  async query(billNo: string): Promise<PayoutStatus> {
    let answer: Answer<unknown>;
    try {
      answer = await this.api.request(`${BILLS}/out-bill-no/${encodeURIComponent(billNo)}`, 'get');
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 404 && refusal.code === 'NOT_FOUND') {
        return {
          bill_no: billNo,
          state: 'not_found',
          party_bill_no: null,
          package_info: null,
          fail_reason: null,
        };
      }
      throw this.unknown(`查询 ${billNo}`, error);
    }
    return this.statusOf(answer.data, `查询 ${billNo}`);
  }

  /** 撤销转账: accepted means `cancelling`; a bill past cancelling (confirmed, final) answers its state. */
  async cancel(billNo: string): Promise<PayoutStatus> {
    let answer: Answer<unknown>;
    try {
      answer = await this.api.request(`${BILLS}/out-bill-no/${encodeURIComponent(billNo)}/cancel`, 'post');
    } catch (error) {
      const refusal = refusalOf(error);
      // Refused (already confirmed, final, or never created): the query tells which.
      if (refusal && isClearRefusal(refusal.status)) return this.query(billNo);
      throw this.unknown(`撤销 ${billNo}`, error);
    }
    return this.statusOf(answer.data, `撤销 ${billNo}`);
  }

  confirmation(status: PayoutStatus): PayoutConfirmation | null {
    if (status.state !== 'wait_user_confirm' || !status.package_info) return null;
    return {
      kind: 'wechat',
      mchId: this.config.mchid,
      appId: this.config.appId,
      package: status.package_info,
    };
  }

  async verifyNotify(notify: IncomingPayoutNotify): Promise<{ bill_no: string }> {
    const opened = openWechatNotify(
      { mchid: this.config.mchid, apiV3Key: this.config.apiV3Key, platformKeys: this.keys.platformKeys },
      notify,
      this.clock.now(),
      (reason, detail) => new PayoutNotifyRefusedError(reason, detail),
    );
    if (opened.event_type !== FINISHED_EVENT) {
      throw new PayoutNotifyRefusedError('unsupported', `event_type ${opened.event_type}`);
    }
    const bill = transferNotifySchema.safeParse(opened.resource);
    if (!bill.success)
      throw new PayoutNotifyRefusedError('malformed', 'transfer resource has the wrong shape');
    if (bill.data.mchid !== this.config.mchid) {
      throw new PayoutNotifyRefusedError('unsupported', `transfer of merchant ${bill.data.mchid}`);
    }
    return { bill_no: bill.data.out_bill_no };
  }

  /** WeChat Pay: 200/204 without a body means received; 4xx/5xx with `{code:'FAIL'}` makes it retry. */
  notifyAnswer(outcome: 'accepted' | 'refused'): PayoutNotifyAnswer {
    return outcome === 'accepted'
      ? { status: 204 }
      : { status: 500, body: { code: 'FAIL', message: '失败' } };
  }

  private statusOf(data: unknown, what: string): PayoutStatus {
    const bill = transferBillSchema.safeParse(data);
    if (!bill.success) throw new PayoutUnknownError('wechat', `${what}: unreadable answer`);
    return payoutStatusOf(bill.data);
  }

  private unknown(what: string, error: unknown): PayoutUnknownError {
    const refusal = refusalOf(error);
    const detail = refusal
      ? `${refusal.status} ${refusal.code} ${refusal.message}`
      : isHttpError(error)
        ? `${error.code ?? 'no answer'}: ${error.message}`
        : String(error);
    return new PayoutUnknownError('wechat', `${what}: ${detail}`, { cause: error });
  }
}

/** WeChat Pay's `{code, message}` and status when it answered with an error, else null. */
const refusalOf = (error: unknown) => (isHttpError(error) ? wechatErrorOf(error) : null);

/**
 * A 4xx that says nothing was done. 429 (FREQUENCY_LIMITED) and 408 say "not now", not "no"; 5xx
 * (SYSTEM_ERROR) may have done it.
 */
function isClearRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The WeChat Pay public key when configured (recommended by WeChat Pay), else the platform certificate's. */
function encryptionKeyOf(config: WechatConfig, keys: WechatPayKeys): { serial: string; key: KeyObject } {
  const serial = config.platformPublicKey?.id ?? Object.keys(keys.platformKeys)[0];
  const key = serial === undefined ? undefined : keys.platformKeys[serial];
  if (serial === undefined || !key)
    throw new Error('WeChat Pay 商家转账: no WeChat Pay public key to encrypt user_name');
  return { serial, key };
}
