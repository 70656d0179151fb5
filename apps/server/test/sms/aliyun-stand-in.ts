import { randomUUID } from 'node:crypto';
import {
  header,
  hmac,
  listen,
  sameHex,
  sha256Hex,
  type StandInAnswer,
  type StandInRequest,
  type StandInServer,
} from './stand-in-server';

/** A message the stand-in accepted, as Dysms would have sent it. */
export interface AliyunSent {
  phone: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  bizId: string;
}

/** RFC 3986 percent-encoding, as the v3 signature wants for the canonical query. */
const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function decodeQuery(rawQuery: string): Map<string, string> | null {
  const params = new Map<string, string>();
  try {
    for (const pair of rawQuery.split('&').filter(Boolean)) {
      const at = pair.indexOf('=');
      const key = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      params.set(key, at < 0 ? '' : decodeURIComponent(pair.slice(at + 1)));
    }
  } catch {
    return null;
  }
  return params;
}

const MUST_SIGN = [
  'host',
  'x-acs-action',
  'x-acs-content-sha256',
  'x-acs-date',
  'x-acs-signature-nonce',
  'x-acs-version',
];

const AUTHORIZATION = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/;

/**
 * A local dysmsapi.aliyuncs.com for SendSms (2017-05-25). It checks requests the way Dysms does: the
 * ACS3-HMAC-SHA256 signature recomputed from the AccessKey secret it knows (canonical request of method,
 * path, RFC 3986 query, the signed `host`/`x-acs-*` headers and the body's SHA-256), the date (15 minutes)
 * and nonce (once), the action and version, then the SMS fields. Errors are answered like Dysms: HTTP 400/404
 * with `Code` for a refused request, HTTP 200 with `Code` other than OK for a refused message.
 */
export class AliyunSmsStandIn {
  readonly sent: AliyunSent[] = [];
  /** Codes of every refusal, in order. */
  readonly refused: string[] = [];
  /** phone → the business error Dysms answers for it (e.g. isv.BUSINESS_LIMIT_CONTROL). */
  readonly failingPhones = new Map<string, string>();
  private readonly nonces = new Set<string>();
  private server: StandInServer | null = null;

  constructor(
    private readonly account: {
      accessKeyId: string;
      accessKeySecret: string;
      signNames: string[];
      templateCodes: string[];
    },
  ) {}

  get host(): string {
    if (!this.server) throw new Error('stand-in not started');
    return this.server.host;
  }

  async start(): Promise<this> {
    this.server = await listen((request) => this.answer(request));
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private refuse(status: number, code: string, message: string): StandInAnswer {
    this.refused.push(code);
    return {
      status,
      body: { RequestId: randomUUID(), HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message },
    };
  }

  private answer(request: StandInRequest): StandInAnswer {
    if (request.method !== 'POST' || request.path !== '/')
      return this.refuse(404, 'InvalidAction.NotFound', 'no such API');
    const query = decodeQuery(request.rawQuery);
    if (!query) return this.refuse(400, 'InvalidParameter', 'malformed query');
    const signatureProblem = this.checkSignature(request);
    if (signatureProblem) return signatureProblem;
    if (header(request.headers, 'x-acs-action') !== 'SendSms')
      return this.refuse(404, 'InvalidAction.NotFound', 'Specified api is not found');
    if (header(request.headers, 'x-acs-version') !== '2017-05-25')
      return this.refuse(400, 'InvalidVersion', 'Specified parameter Version is not valid');
    return this.sendSms(query);
  }

  /** The v3 signature, recomputed from what arrived; null when it matches. */
  private checkSignature(request: StandInRequest): StandInAnswer | null {
    const match = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
    if (!match)
      return this.refuse(
        400,
        'IncompleteSignature',
        'The request signature does not conform to Aliyun standards.',
      );
    const [, accessKeyId = '', signedList = '', signature = ''] = match;
    if (accessKeyId !== this.account.accessKeyId)
      return this.refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const signed = signedList.split(';');
    const sorted = [...signed].sort();
    if (MUST_SIGN.some((name) => !signed.includes(name)) || signed.join(';') !== sorted.join(';'))
      return this.refuse(
        400,
        'IncompleteSignature',
        'SignedHeaders must list host and the x-acs-* headers, sorted',
      );
    const payloadHash = sha256Hex(request.body);
    if (header(request.headers, 'x-acs-content-sha256') !== payloadHash)
      return this.refuse(400, 'SignatureDoesNotMatch', 'x-acs-content-sha256 is not the hash of the body');
    const date = Date.parse(header(request.headers, 'x-acs-date') ?? '');
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000)
      return this.refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    const nonce = header(request.headers, 'x-acs-signature-nonce') ?? '';
    if (this.nonces.has(nonce))
      return this.refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');

    const canonicalQuery = decodeQuery(request.rawQuery) ?? new Map<string, string>();
    const queryString = [...canonicalQuery.entries()]
      .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    const canonicalHeaders = signed
      .map((name) => `${name}:${(header(request.headers, name) ?? '').trim()}\n`)
      .join('');
    const canonicalRequest = [
      request.method,
      request.path,
      queryString,
      canonicalHeaders,
      signedList,
      payloadHash,
    ].join('\n');
    const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
    const expected = hmac(this.account.accessKeySecret, stringToSign).toString('hex');
    if (!sameHex(expected, signature))
      return this.refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    this.nonces.add(nonce);
    return null;
  }

  private sendSms(query: Map<string, string>): StandInAnswer {
    const business = (code: string, message: string): StandInAnswer => {
      this.refused.push(code);
      return { status: 200, body: { RequestId: randomUUID(), Code: code, Message: message } };
    };
    const phone = query.get('PhoneNumbers') ?? '';
    const signName = query.get('SignName') ?? '';
    const templateCode = query.get('TemplateCode') ?? '';
    if (!/^1[3-9]\d{9}$/.test(phone)) return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (!this.account.signNames.includes(signName))
      return business('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (!this.account.templateCodes.includes(templateCode))
      return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let params: unknown;
    try {
      params = JSON.parse(query.get('TemplateParam') ?? '');
    } catch {
      params = null;
    }
    if (
      typeof params !== 'object' ||
      params === null ||
      Object.values(params).some((value) => typeof value !== 'string')
    )
      return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    const failure = this.failingPhones.get(phone);
    if (failure) return business(failure, '触发号码天级流控Permits:10');
    const bizId = `${900619746936498 + this.sent.length}^0`;
    this.sent.push({ phone, signName, templateCode, params: params as Record<string, string>, bizId });
    return { status: 200, body: { RequestId: randomUUID(), Code: 'OK', Message: 'OK', BizId: bizId } };
  }
}
