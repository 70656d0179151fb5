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

/** A message the stand-in accepted, as Tencent Cloud would have sent it. */
export interface TencentSent {
  phone: string;
  signName: string;
  templateId: string;
  params: string[];
  serialNo: string;
  /** The service of the signature's credential scope (`sms` on sms.tencentcloudapi.com). */
  service: string;
}

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9-]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * A local sms.tencentcloudapi.com for SendSms (2021-01-11). It checks requests the way API 3.0 does:
 * X-TC-Action, X-TC-Version, X-TC-Region, X-TC-Timestamp (5 minutes), then the TC3-HMAC-SHA256 signature
 * recomputed from the SecretKey it knows (canonical request of method, path, query, the signed headers
 * lowercased, the body's SHA-256; key derived from date, service and `tc3_request`), with the service
 * taken from the host name's first label, as the gateway serves one service per host; then the SMS fields.
 * Like Tencent Cloud, it answers HTTP 200 with `Response.Error` for a refused request, and a send status
 * other than `Ok` for a refused number.
 */
export class TencentSmsStandIn {
  readonly sent: TencentSent[] = [];
  /** Codes of every refusal, in order. */
  readonly refused: string[] = [];
  /** phone (+86…) → the send status code Tencent answers for it (e.g. LimitExceeded.PhoneNumberDailyLimit). */
  readonly failingPhones = new Map<string, string>();
  private server: StandInServer | null = null;

  constructor(
    private readonly account: {
      secretId: string;
      secretKey: string;
      region: string;
      sdkAppId: string;
      signNames: string[];
      /** template id → how many params it takes. */
      templates: Record<string, number>;
    },
  ) {}

  get host(): string {
    if (!this.server) throw new Error('stand-in not started');
    return this.server.host;
  }

  get port(): number {
    if (!this.server) throw new Error('stand-in not started');
    return this.server.port;
  }

  async start(): Promise<this> {
    this.server = await listen((request) => this.answer(request));
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private error(code: string, message: string): StandInAnswer {
    this.refused.push(code);
    return {
      status: 200,
      body: { Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } },
    };
  }

  private answer(request: StandInRequest): StandInAnswer {
    if (request.method !== 'POST' || request.path !== '/') return this.error('InvalidAction', 'POST / only');
    if (!(header(request.headers, 'content-type') ?? '').startsWith('application/json'))
      return this.error('InvalidParameter', 'content-type must be application/json');
    if (header(request.headers, 'x-tc-action') !== 'SendSms')
      return this.error('InvalidAction', 'no such action');
    if (header(request.headers, 'x-tc-version') !== '2021-01-11')
      return this.error('InvalidParameterValue', 'X-TC-Version must be 2021-01-11');
    if (header(request.headers, 'x-tc-region') !== this.account.region)
      return this.error('UnsupportedRegion', 'the application does not live in this region');
    const signature = this.checkSignature(request);
    if (typeof signature !== 'string') return signature;
    return this.sendSms(request.body, signature);
  }

  /** The TC3 signature, recomputed; answers the credential scope's service when it matches. */
  private checkSignature(request: StandInRequest): StandInAnswer | string {
    const match = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
    if (!match) return this.error('AuthFailure.InvalidAuthorization', 'Authorization is not TC3-HMAC-SHA256');
    const [, secretId = '', date = '', service = '', signedList = '', signature = ''] = match;
    if (secretId !== this.account.secretId)
      return this.error('AuthFailure.SecretIdNotFound', 'SecretId not found');
    const timestamp = Number(header(request.headers, 'x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
      return this.error('AuthFailure.SignatureExpire', 'signature expired');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return this.error('AuthFailure.SignatureFailure', 'credential date is not the timestamp’s UTC date');
    // The host's first label names the service (sms.tencentcloudapi.com → sms). The SDK signs the host
    // name without the port, which only a stand-in on a non-default port sends along.
    const hostname = (header(request.headers, 'host') ?? '').replace(/:\d+$/, '');
    if (service !== hostname.split('.')[0])
      return this.error('AuthFailure.SignatureFailure', 'wrong service in scope');
    const signed = signedList.split(';');
    if (!signed.includes('content-type') || !signed.includes('host'))
      return this.error('AuthFailure.SignatureFailure', 'content-type and host must be signed');
    const value = (name: string) => (name === 'host' ? hostname : (header(request.headers, name) ?? ''));
    const canonicalHeaders = signed.map((name) => `${name}:${value(name).trim().toLowerCase()}\n`).join('');
    const canonicalRequest = [
      request.method,
      request.path,
      request.rawQuery,
      canonicalHeaders,
      signedList,
      sha256Hex(request.body),
    ].join('\n');
    const stringToSign = [
      'TC3-HMAC-SHA256',
      String(timestamp),
      `${date}/${service}/tc3_request`,
      sha256Hex(canonicalRequest),
    ].join('\n');
    const secretDate = hmac(`TC3${this.account.secretKey}`, date);
    const secretSigning = hmac(hmac(secretDate, service), 'tc3_request');
    const expected = hmac(secretSigning, stringToSign).toString('hex');
    if (!sameHex(expected, signature))
      return this.error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    return service;
  }

  private sendSms(body: Buffer, service: string): StandInAnswer {
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return this.error('InvalidParameter', 'body is not JSON');
    }
    const phones = request.PhoneNumberSet;
    const params = request.TemplateParamSet;
    const templateId = String(request.TemplateId ?? '');
    const signName = String(request.SignName ?? '');
    if (!Array.isArray(phones) || phones.length !== 1 || !/^\+861[3-9]\d{9}$/.test(String(phones[0])))
      return this.error('InvalidParameterValue.IncorrectPhoneNumber', 'phone numbers must be E.164, +86…');
    if (request.SmsSdkAppId !== this.account.sdkAppId)
      return this.error('InvalidParameterValue.SdkAppIdNotExist', 'SmsSdkAppId does not exist');
    if (!this.account.signNames.includes(signName))
      return this.error('FailedOperation.SignatureIncorrectOrUnapproved', 'signature not approved');
    const paramCount = this.account.templates[templateId];
    if (paramCount === undefined)
      return this.error('FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved');
    if (!Array.isArray(params) || params.length !== paramCount || params.some((p) => typeof p !== 'string'))
      return this.error(
        'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
        'params do not fit the template',
      );
    const phone = String(phones[0]);
    const requestId = randomUUID();
    const failure = this.failingPhones.get(phone);
    if (failure) {
      this.refused.push(failure);
      const status = {
        SerialNo: '',
        PhoneNumber: phone,
        Fee: 0,
        SessionContext: '',
        Code: failure,
        Message: 'the number reached its daily limit',
        IsoCode: 'CN',
      };
      return { status: 200, body: { Response: { SendStatusSet: [status], RequestId: requestId } } };
    }
    const serialNo = `3369:${104050000 + this.sent.length}`;
    this.sent.push({ phone, signName, templateId, params: params as string[], serialNo, service });
    const status = {
      SerialNo: serialNo,
      PhoneNumber: phone,
      Fee: 1,
      SessionContext: '',
      Code: 'Ok',
      Message: 'send success',
      IsoCode: 'CN',
    };
    return { status: 200, body: { Response: { SendStatusSet: [status], RequestId: requestId } } };
  }
}
