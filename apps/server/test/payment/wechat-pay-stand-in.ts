import { createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  beijing,
  buildNotify,
  signNotify,
  signWith,
  type BuiltNotify,
  type NotifyOptions,
} from './wechat-pay-notify-builder';

export type { BuiltNotify } from './wechat-pay-notify-builder';

/**
 * A local WeChat Pay API v3 that checks what we send the way WeChat Pay does, written from the protocol
 * with node:crypto only (not the library under test):
 * - every request must carry `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",
 *   signature="…",timestamp="…",serial_no="…"` whose signature verifies with the merchant public key over
 *   `METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n`, with the right mchid and serial and a timestamp within
 *   5 minutes; otherwise 401 SIGN_ERROR;
 * - it answers prepay (JSAPI, Native), query, close, refund and refund query like WeChat Pay, and signs
 *   every answer (`Wechatpay-Timestamp/-Nonce/-Serial/-Signature`) with the platform key;
 * - `pay()` / `finishRefund()` answer the notify WeChat Pay would send (wechat-pay-notify-builder.ts);
 * - further APIs (商家转账: test/payout/wechat-transfer-stand-in.ts) add themselves to `routes`.
 */

export interface StandInOptions {
  mchid: string;
  appid: string;
  merchantSerial: string;
  merchantPublicKey: KeyObject;
  apiV3Key: string;
  platformKeyId: string;
  platformPrivateKey: KeyObject;
}

interface Trade {
  out_trade_no: string;
  appid: string;
  total: number;
  trade_type: 'JSAPI' | 'NATIVE';
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
  openid?: string;
}

interface Refund {
  out_refund_no: string;
  out_trade_no: string;
  transaction_id: string;
  refund_id: string;
  refund: number;
  total: number;
  status: 'PROCESSING' | 'SUCCESS';
  create_time: string;
  success_time?: string;
}

/** A signature-checked request as a further route sees it. */
export interface StandInRequest {
  route: string;
  url: URL;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/** A further route: answers a request of its own with `reply` (signed like every answer), or never (a hang). */
export type StandInRoute = (
  request: StandInRequest,
  reply: (status: number, body?: object) => void,
) => boolean;

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string;
}

function parseAuthorization(header: string | undefined): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const fields: Record<string, string> = {};
  for (const part of match[1].matchAll(/(\w+)="([^"]*)"/g)) fields[part[1] ?? ''] = part[2] ?? '';
  return fields;
}

export class WechatPayStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly trades = new Map<string, Trade>();
  readonly refunds = new Map<string, Refund>();
  /** Sign answers with this key instead (to test that we refuse answers WeChat Pay did not sign). */
  answerKeyOverride: KeyObject | null = null;
  readonly routes: StandInRoute[] = [];
  private server: http.Server | null = null;
  baseUrl = '';

  constructor(readonly options: StandInOptions) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    this.server?.closeAllConnections(); // requests a route left hanging
    await closed;
  }

  /** The payer pays: the trade becomes SUCCESS; answers the notify WeChat Pay would send. */
  pay(outTradeNo: string, paidAt: number): BuiltNotify {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    trade.trade_state = 'SUCCESS';
    trade.transaction_id = `42000${randomBytes(10).toString('hex').slice(0, 23)}`;
    trade.success_time = beijing(paidAt);
    return this.notify('TRANSACTION.SUCCESS', 'transaction', this.transactionJson(trade), paidAt);
  }

  /** The bank returns the money: the refund becomes SUCCESS; answers its notify. */
  finishRefund(outRefundNo: string, at: number): BuiltNotify {
    const refund = this.refunds.get(outRefundNo);
    if (!refund) throw new Error(`no refund ${outRefundNo}`);
    refund.status = 'SUCCESS';
    refund.success_time = beijing(at);
    const resource = {
      mchid: this.options.mchid,
      out_trade_no: refund.out_trade_no,
      transaction_id: refund.transaction_id,
      out_refund_no: refund.out_refund_no,
      refund_id: refund.refund_id,
      refund_status: 'SUCCESS',
      success_time: refund.success_time,
      user_received_account: '支付用户零钱',
      amount: {
        total: refund.total,
        refund: refund.refund,
        payer_total: refund.total,
        payer_refund: refund.refund,
      },
    };
    return this.notify('REFUND.SUCCESS', 'refund', resource, at);
  }

  /** A notify built exactly as WeChat Pay builds one; `signingKey` and `keyId` default to the platform's. */
  notify(
    eventType: string,
    originalType: 'transaction' | 'refund',
    resource: object,
    at: number,
    options: NotifyOptions = {},
  ): BuiltNotify {
    return buildNotify(this.options, { eventType, originalType, resource, at }, options);
  }

  /** Signs a notify body (as given) with the platform key, at `at`. */
  signedNotify(rawBody: string, at: number, options: NotifyOptions = {}): BuiltNotify {
    return signNotify(this.options, rawBody, at, options);
  }

  private transactionJson(trade: Trade): object {
    return {
      appid: trade.appid,
      mchid: this.options.mchid,
      out_trade_no: trade.out_trade_no,
      ...(trade.transaction_id ? { transaction_id: trade.transaction_id } : {}),
      trade_type: trade.trade_type,
      trade_state: trade.trade_state,
      trade_state_desc: trade.trade_state,
      ...(trade.success_time ? { success_time: trade.success_time, bank_type: 'OTHERS' } : {}),
      ...(trade.openid ? { payer: { openid: trade.openid } } : {}),
      amount: {
        total: trade.total,
        currency: 'CNY',
        ...(trade.success_time ? { payer_total: trade.total } : {}),
      },
    };
  }

  private handle(req: http.IncomingMessage, rawBody: string, res: http.ServerResponse): void {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const answer = (status: number, body?: object) => this.answer(res, status, body);
    const refusal = this.checkSignature(method, path, rawBody, req.headers.authorization);
    if (refusal) return answer(401, { code: 'SIGN_ERROR', message: refusal });
    let body: Record<string, unknown> = {};
    if (rawBody) {
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return answer(400, { code: 'PARAM_ERROR', message: 'body is not JSON' });
      }
    }
    this.requests.push({ method, path, body, authorization: req.headers.authorization ?? '' });
    const url = new URL(path, 'http://stand-in');
    const route = `${method} ${url.pathname}`;
    let match: RegExpExecArray | null;

    if (route === 'POST /v3/pay/transactions/jsapi' || route === 'POST /v3/pay/transactions/native') {
      const jsapi = route.endsWith('jsapi');
      const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
      const payer = body.payer as { openid?: unknown } | undefined;
      const missing = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url'].find(
        (field) => typeof body[field] !== 'string' || body[field] === '',
      );
      if (missing) return answer(400, { code: 'PARAM_ERROR', message: `${missing} missing` });
      if (body.mchid !== this.options.mchid || body.appid !== this.options.appid) {
        return answer(400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid and mchid do not match' });
      }
      if (typeof amount?.total !== 'number' || !Number.isInteger(amount.total) || amount.total <= 0) {
        return answer(400, { code: 'PARAM_ERROR', message: 'amount.total must be a positive integer' });
      }
      if (jsapi && (typeof payer?.openid !== 'string' || payer.openid === '')) {
        return answer(400, { code: 'PARAM_ERROR', message: 'payer.openid missing' });
      }
      if (
        typeof body.time_expire === 'string' &&
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(body.time_expire)
      ) {
        return answer(400, { code: 'PARAM_ERROR', message: 'time_expire must be RFC 3339' });
      }
      const outTradeNo = body.out_trade_no as string;
      const existing = this.trades.get(outTradeNo);
      if (existing && existing.trade_state !== 'NOTPAY') {
        return answer(400, { code: 'ORDERPAID', message: '该订单已支付' });
      }
      if (existing && existing.total !== amount.total) {
        return answer(400, { code: 'INVALID_REQUEST', message: '201 商户订单号重复' });
      }
      this.trades.set(outTradeNo, {
        out_trade_no: outTradeNo,
        appid: body.appid as string,
        total: amount.total,
        trade_type: jsapi ? 'JSAPI' : 'NATIVE',
        trade_state: 'NOTPAY',
        ...(jsapi ? { openid: payer?.openid as string } : {}),
      });
      return jsapi
        ? answer(200, { prepay_id: `wx${randomBytes(14).toString('hex')}` })
        : answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` });
    }

    if ((match = /^GET \/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(route))) {
      if (url.searchParams.get('mchid') !== this.options.mchid) {
        return answer(400, { code: 'PARAM_ERROR', message: 'mchid missing' });
      }
      const trade = this.trades.get(decodeURIComponent(match[1] ?? ''));
      if (!trade) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return answer(200, this.transactionJson(trade));
    }

    if ((match = /^POST \/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(route))) {
      if (body.mchid !== this.options.mchid) return answer(400, { code: 'PARAM_ERROR', message: 'mchid' });
      const trade = this.trades.get(decodeURIComponent(match[1] ?? ''));
      if (!trade) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (trade.trade_state === 'SUCCESS' || trade.trade_state === 'REFUND') {
        return answer(400, { code: 'ORDERPAID', message: '订单已支付' });
      }
      trade.trade_state = 'CLOSED';
      return answer(204);
    }

    if (route === 'POST /v3/refund/domestic/refunds') {
      const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
      const trade = this.trades.get(String(body.out_trade_no));
      if (
        typeof body.out_refund_no !== 'string' ||
        typeof amount?.refund !== 'number' ||
        amount.currency !== 'CNY'
      ) {
        return answer(400, {
          code: 'PARAM_ERROR',
          message: 'out_refund_no, amount.refund and currency required',
        });
      }
      if (!trade) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      const existing = this.refunds.get(body.out_refund_no);
      if (existing) return answer(200, this.refundJson(existing));
      if (trade.trade_state !== 'SUCCESS' && trade.trade_state !== 'REFUND') {
        return answer(400, { code: 'INVALID_REQUEST', message: '订单未支付' });
      }
      if (amount.total !== trade.total)
        return answer(400, { code: 'INVALID_REQUEST', message: '订单金额不符' });
      const refunded = [...this.refunds.values()]
        .filter((refund) => refund.out_trade_no === trade.out_trade_no)
        .reduce((sum, refund) => sum + refund.refund, 0);
      if (!Number.isInteger(amount.refund) || amount.refund <= 0 || refunded + amount.refund > trade.total) {
        return answer(403, { code: 'NOT_ENOUGH', message: '可退金额不足' });
      }
      const refund: Refund = {
        out_refund_no: body.out_refund_no,
        out_trade_no: trade.out_trade_no,
        transaction_id: trade.transaction_id ?? '',
        refund_id: `50000${randomBytes(10).toString('hex').slice(0, 24)}`,
        refund: amount.refund,
        total: trade.total,
        status: 'PROCESSING',
        create_time: beijing(Date.now()),
      };
      this.refunds.set(refund.out_refund_no, refund);
      trade.trade_state = 'REFUND';
      return answer(200, this.refundJson(refund));
    }

    if ((match = /^GET \/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(route))) {
      const refund = this.refunds.get(decodeURIComponent(match[1] ?? ''));
      if (!refund) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return answer(200, this.refundJson(refund));
    }

    const request = { route, url, body, headers: req.headers };
    if (this.routes.some((further) => further(request, answer))) return;
    return answer(404, { code: 'NOT_FOUND', message: `no route ${route}` });
  }

  private refundJson(refund: Refund): object {
    return {
      refund_id: refund.refund_id,
      out_refund_no: refund.out_refund_no,
      transaction_id: refund.transaction_id,
      out_trade_no: refund.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(refund.success_time ? { success_time: refund.success_time } : {}),
      create_time: refund.create_time,
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.total,
        refund: refund.refund,
        payer_total: refund.total,
        payer_refund: refund.refund,
        settlement_refund: refund.refund,
        settlement_total: refund.total,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
  }

  /** Null when the request is signed as WeChat Pay demands, else why not. */
  private checkSignature(
    method: string,
    path: string,
    body: string,
    header: string | undefined,
  ): string | null {
    const fields = parseAuthorization(header);
    if (!fields) return 'Authorization is not WECHATPAY2-SHA256-RSA2048';
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields;
    if (!mchid || !nonce || !signature || !timestamp || !serial) return 'Authorization lacks a field';
    if (mchid !== this.options.mchid) return 'mchid does not match';
    if (serial !== this.options.merchantSerial) return 'serial_no is not the merchant certificate';
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return 'timestamp outside 5 minutes';
    const message = `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
    const verified = createVerify('RSA-SHA256')
      .update(message)
      .verify(this.options.merchantPublicKey, signature, 'base64');
    return verified ? null : 'signature does not verify with the merchant public key';
  }

  private answer(res: http.ServerResponse, status: number, body?: object): void {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = signWith(
      this.answerKeyOverride ?? this.options.platformPrivateKey,
      `${timestamp}\n${nonce}\n${text}\n`,
    );
    res.writeHead(status, {
      ...(text ? { 'content-type': 'application/json' } : {}),
      'request-id': randomBytes(8).toString('hex'),
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': this.options.platformKeyId,
      'wechatpay-signature': signature,
    });
    res.end(text);
  }
}

/** A fresh RSA-2048 pair. */
export function rsaPair(): { publicKey: KeyObject; privateKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}
