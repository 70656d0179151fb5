import { constants, privateDecrypt, randomBytes } from 'node:crypto';
import type { BuiltNotify, NotifyOptions } from '../payment/wechat-pay-notify-builder';
import { beijing, buildNotify } from '../payment/wechat-pay-notify-builder';
import type { StandInRequest, WechatPayStandIn } from '../payment/wechat-pay-stand-in';

/**
 * WeChat Pay 商家转账 on the local WeChat Pay stand-in (which checks our request signatures and signs its
 * answers), written from the API documentation with node:crypto only:
 * - 发起转账 checks the fields, refuses a `Wechatpay-Serial` that does not name the platform key, decrypts
 *   `user_name` (RSA-OAEP, SHA-1) with the platform private key, requires it from 2,000 元; the same
 *   `out_bill_no` again answers the same bill (different content: INVALID_REQUEST);
 * - 查询 (404 NOT_FOUND for bills it never made) and 撤销 (before the payee confirmed: CANCELING);
 * - `move()` puts a bill in any state and answers the `MCHTRANSFER.BILL.FINISHED` notify WeChat Pay sends;
 * - `failNextCreate` makes the next 发起转账 create its bill and then answer 500, or never answer.
 */

export type TransferState =
  | 'ACCEPTED'
  | 'PROCESSING'
  | 'WAIT_USER_CONFIRM'
  | 'TRANSFERING'
  | 'SUCCESS'
  | 'FAIL'
  | 'CANCELING'
  | 'CANCELLED';

export interface Bill {
  out_bill_no: string;
  transfer_bill_no: string;
  appid: string;
  openid: string;
  /** Decrypted. */
  user_name: string | null;
  transfer_amount: number;
  transfer_remark: string;
  transfer_scene_id: string;
  user_recv_perception: string | null;
  transfer_scene_report_infos: unknown;
  notify_url: string | null;
  state: TransferState;
  package_info: string;
  fail_reason?: string;
  create_time: string;
  update_time: string;
}

const BILLS = '/v3/fund-app/mch-transfer/transfer-bills';
const CANCELLABLE: TransferState[] = ['ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM'];
/** From 2,000 元 WeChat Pay demands the payee's name. */
const NAME_REQUIRED_FROM = 200_000;

export class WechatTransferStandIn {
  readonly bills = new Map<string, Bill>();
  /** Every 发起转账 that passed the signature check, in order. */
  readonly creates: Array<{ out_bill_no: string; serial: string | undefined }> = [];
  /** State a new bill starts in. */
  createState: TransferState = 'WAIT_USER_CONFIRM';
  /** What the merchant's 运营账户 holds (fen); more is refused with NOT_ENOUGH. */
  balance = Number.MAX_SAFE_INTEGER;
  /** Once: the next 发起转账 makes its bill, then answers 500 SYSTEM_ERROR or nothing at all. */
  failNextCreate: 'error' | 'hang' | null = null;
  /** Called when a 发起转账 has made its bill (before answering). */
  onCreate: ((bill: Bill) => void) | null = null;

  constructor(private readonly wechat: WechatPayStandIn) {
    wechat.routes.push((request, reply) => this.handle(request, reply));
  }

  /** WeChat Pay moves the bill (the payee confirmed, the money arrived, it failed…); answers its notify. */
  move(billNo: string, state: TransferState, at = Date.now(), options: NotifyOptions = {}): BuiltNotify {
    const bill = this.bills.get(billNo);
    if (!bill) throw new Error(`no bill ${billNo}`);
    bill.state = state;
    bill.update_time = beijing(at);
    if (state === 'FAIL') bill.fail_reason = 'PAYEE_ACCOUNT_ABNORMAL';
    return this.notify(bill, at, options);
  }

  /** The notify of a bill as it is now, signed and encrypted as WeChat Pay does. */
  notify(bill: Bill, at = Date.now(), options: NotifyOptions = {}): BuiltNotify {
    const resource = {
      mchid: this.wechat.options.mchid,
      out_bill_no: bill.out_bill_no,
      transfer_bill_no: bill.transfer_bill_no,
      state: bill.state,
      transfer_amount: bill.transfer_amount,
      openid: bill.openid,
      create_time: bill.create_time,
      update_time: bill.update_time,
      ...(bill.fail_reason ? { fail_reason: bill.fail_reason } : {}),
    };
    return buildNotify(
      this.wechat.options,
      {
        eventType: 'MCHTRANSFER.BILL.FINISHED',
        originalType: 'mch_payment',
        resource,
        at,
        summary: '商家转账单据终态通知',
      },
      options,
    );
  }

  private handle(
    { route, body, headers }: StandInRequest,
    reply: (status: number, body?: object) => void,
  ): boolean {
    let match: RegExpExecArray | null;
    if (route === `POST ${BILLS}`) {
      const serial = headers['wechatpay-serial'];
      this.creates.push({
        out_bill_no: String(body.out_bill_no),
        serial: typeof serial === 'string' ? serial : undefined,
      });
      const refusal = this.refusal(body, serial);
      if (refusal) reply(refusal.status, { code: refusal.code, message: refusal.message });
      else this.create(body, reply);
      return true;
    }
    if ((match = new RegExp(`^GET ${BILLS}/out-bill-no/([^/]+)$`).exec(route))) {
      const bill = this.bills.get(decodeURIComponent(match[1] ?? ''));
      if (!bill) reply(404, { code: 'NOT_FOUND', message: '记录不存在' });
      else reply(200, this.queryJson(bill));
      return true;
    }
    if ((match = new RegExp(`^POST ${BILLS}/out-bill-no/([^/]+)/cancel$`).exec(route))) {
      const bill = this.bills.get(decodeURIComponent(match[1] ?? ''));
      if (!bill) reply(404, { code: 'NOT_FOUND', message: '记录不存在' });
      else if (!CANCELLABLE.includes(bill.state)) {
        reply(400, { code: 'INVALID_REQUEST', message: '当前单据状态不支持撤销' });
      } else {
        bill.state = 'CANCELING';
        bill.update_time = beijing(Date.now());
        reply(200, {
          out_bill_no: bill.out_bill_no,
          transfer_bill_no: bill.transfer_bill_no,
          state: bill.state,
          update_time: bill.update_time,
        });
      }
      return true;
    }
    return false;
  }

  private refusal(
    body: Record<string, unknown>,
    serial: string | string[] | undefined,
  ): { status: number; code: string; message: string } | null {
    const param = (message: string) => ({ status: 400, code: 'PARAM_ERROR', message });
    for (const field of ['appid', 'out_bill_no', 'transfer_scene_id', 'openid', 'transfer_remark']) {
      if (typeof body[field] !== 'string' || body[field] === '') return param(`${field} 不能为空`);
    }
    if (body.appid !== this.wechat.options.appid) {
      return { status: 400, code: 'INVALID_REQUEST', message: 'appid 与商户号不匹配' };
    }
    if (!/^[0-9A-Za-z]{5,32}$/.test(body.out_bill_no as string)) return param('out_bill_no 格式错误');
    const amount = body.transfer_amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return param('transfer_amount 必须是正整数');
    }
    if ([...(body.transfer_remark as string)].length > 32) return param('transfer_remark 超过32个字符');
    const infos = body.transfer_scene_report_infos;
    if (
      !Array.isArray(infos) ||
      infos.length === 0 ||
      !infos.every(
        (info: { info_type?: unknown; info_content?: unknown }) =>
          typeof info.info_type === 'string' && typeof info.info_content === 'string',
      )
    ) {
      return param('需传入转账场景报备信息,请检查');
    }
    if (body.user_name !== undefined) {
      if (serial !== this.wechat.options.platformKeyId) {
        return param('Wechatpay-Serial 不是有效的微信支付公钥ID或平台证书序列号');
      }
      if (this.decryptName(body.user_name) === null) return param('user_name 解密失败');
    } else if (amount >= NAME_REQUIRED_FROM) {
      return param('转账金额大于等于2000元时,user_name 必填');
    }
    const existing = this.bills.get(body.out_bill_no as string);
    if (existing && (existing.transfer_amount !== amount || existing.openid !== body.openid)) {
      return { status: 400, code: 'INVALID_REQUEST', message: '商户单号重复,请核实' };
    }
    if (!existing && amount > this.balance) {
      return { status: 403, code: 'NOT_ENOUGH', message: '商户运营账户资金不足' };
    }
    return null;
  }

  private create(body: Record<string, unknown>, reply: (status: number, body?: object) => void): void {
    const billNo = body.out_bill_no as string;
    let bill = this.bills.get(billNo);
    if (!bill) {
      const now = beijing(Date.now());
      bill = {
        out_bill_no: billNo,
        transfer_bill_no: `1330000${randomBytes(14).toString('hex').slice(0, 27)}`,
        appid: body.appid as string,
        openid: body.openid as string,
        user_name: body.user_name === undefined ? null : this.decryptName(body.user_name),
        transfer_amount: body.transfer_amount as number,
        transfer_remark: body.transfer_remark as string,
        transfer_scene_id: body.transfer_scene_id as string,
        user_recv_perception:
          typeof body.user_recv_perception === 'string' ? body.user_recv_perception : null,
        transfer_scene_report_infos: body.transfer_scene_report_infos,
        notify_url: typeof body.notify_url === 'string' ? body.notify_url : null,
        state: this.createState,
        package_info: randomBytes(48).toString('base64'),
        create_time: now,
        update_time: now,
      };
      this.bills.set(billNo, bill);
      this.balance -= bill.transfer_amount;
    }
    this.onCreate?.(bill);
    const failure = this.failNextCreate;
    this.failNextCreate = null;
    if (failure === 'hang') return; // the answer never comes; stop() drops the connection
    if (failure === 'error') {
      reply(500, { code: 'SYSTEM_ERROR', message: '系统繁忙,请稍后重试' });
      return;
    }
    reply(200, {
      out_bill_no: bill.out_bill_no,
      transfer_bill_no: bill.transfer_bill_no,
      create_time: bill.create_time,
      state: bill.state,
      ...(bill.state === 'WAIT_USER_CONFIRM' ? { package_info: bill.package_info } : {}),
    });
  }

  private queryJson(bill: Bill): object {
    return {
      mch_id: this.wechat.options.mchid,
      out_bill_no: bill.out_bill_no,
      transfer_bill_no: bill.transfer_bill_no,
      appid: bill.appid,
      state: bill.state,
      transfer_amount: bill.transfer_amount,
      transfer_remark: bill.transfer_remark,
      openid: bill.openid,
      create_time: bill.create_time,
      update_time: bill.update_time,
      ...(bill.fail_reason ? { fail_reason: bill.fail_reason } : {}),
    };
  }

  /** The payee's name, or null when it is not RSA-OAEP ciphertext for the platform key. */
  private decryptName(cipher: unknown): string | null {
    if (typeof cipher !== 'string') return null;
    try {
      return privateDecrypt(
        {
          key: this.wechat.options.platformPrivateKey,
          padding: constants.RSA_PKCS1_OAEP_PADDING,
          oaepHash: 'sha1',
        },
        Buffer.from(cipher, 'base64'),
      ).toString('utf8');
    } catch {
      return null;
    }
  }
}
