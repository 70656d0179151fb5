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

/** RFC 3986 percent-encoding, as the v3 signature wants for the canonical query. */
const percentEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The query's parameters, decoded; null when it is malformed. */
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

/** Why Aliyun's gateway refuses a request: the HTTP status and its `Code` and `Message`. */
interface PopRefusal {
  status: number;
  code: string;
  message: string;
}

/**
 * Aliyun's POP gateway check of an ACS3-HMAC-SHA256 request: the signature
 * recomputed from the AccessKey secret (canonical request of method, path, RFC 3986 query, the signed
 * `host`/`x-acs-*` headers and the body's SHA-256), the date (15 minutes) and the nonce (once, kept in
 * `nonces`). Null when the request passes.
 */
function checkAcs3Signature(
  request: StandInRequest,
  account: { accessKeyId: string; accessKeySecret: string },
  nonces: Set<string>,
): PopRefusal | null {
  const refuse = (status: number, code: string, message: string) => ({ status, code, message });
  const match = AUTHORIZATION.exec(header(request.headers, 'authorization') ?? '');
  if (!match)
    return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
  const [, accessKeyId = '', signedList = '', signature = ''] = match;
  if (accessKeyId !== account.accessKeyId)
    return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  const signed = signedList.split(';');
  const sorted = [...signed].sort();
  if (MUST_SIGN.some((name) => !signed.includes(name)) || signed.join(';') !== sorted.join(';'))
    return refuse(400, 'IncompleteSignature', 'SignedHeaders must list host and the x-acs-* headers, sorted');
  const payloadHash = sha256Hex(request.body);
  if (header(request.headers, 'x-acs-content-sha256') !== payloadHash)
    return refuse(400, 'SignatureDoesNotMatch', 'x-acs-content-sha256 is not the hash of the body');
  const date = Date.parse(header(request.headers, 'x-acs-date') ?? '');
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000)
    return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  const nonce = header(request.headers, 'x-acs-signature-nonce') ?? '';
  if (nonces.has(nonce))
    return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');

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
  const expected = hmac(account.accessKeySecret, stringToSign).toString('hex');
  if (!sameHex(expected, signature))
    return refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
  nonces.add(nonce);
  return null;
}

/**
 * A local Aliyun POP (RPC) API on 127.0.0.1, checking requests the way Aliyun's gateway does before the
 * action sees them: POST /, the ACS3-HMAC-SHA256 signature, date and nonce (checkAcs3Signature), the API
 * version. Refusals are answered like Aliyun's: HTTP 400/404 with `Code` for a refused request; an action
 * answers HTTP 200 with `Code` other than OK (`business`) for a refused call. Every refusal's code is kept.
 */
export abstract class AliyunPopStandIn {
  /** Codes of every refusal, in order. */
  readonly refused: string[] = [];
  private readonly nonces = new Set<string>();
  private server: StandInServer | null = null;

  constructor(
    private readonly gateway: {
      accessKeyId: string;
      accessKeySecret: string;
      /** The API version every request must name (x-acs-version). */
      version: string;
      /** The vendor's host, named in a refusal's `HostId`. */
      hostId: string;
    },
  ) {}

  /** The answer to a request the gateway let through. */
  protected abstract answerAction(action: string, query: Map<string, string>): StandInAnswer;

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

  protected refuse(status: number, code: string, message: string): StandInAnswer {
    this.refused.push(code);
    return {
      status,
      body: { RequestId: randomUUID(), HostId: this.gateway.hostId, Code: code, Message: message },
    };
  }

  /** An action's refusal: HTTP 200, `Code` other than OK. */
  protected business(code: string, message: string): StandInAnswer {
    this.refused.push(code);
    return { status: 200, body: { RequestId: randomUUID(), Code: code, Message: message } };
  }

  /** An action's success with its fields. */
  protected success(fields: Record<string, unknown>): StandInAnswer {
    return { status: 200, body: { RequestId: randomUUID(), Code: 'OK', Message: 'OK', ...fields } };
  }

  private answer(request: StandInRequest): StandInAnswer {
    if (request.method !== 'POST' || request.path !== '/')
      return this.refuse(404, 'InvalidAction.NotFound', 'no such API');
    const query = decodeQuery(request.rawQuery);
    if (!query) return this.refuse(400, 'InvalidParameter', 'malformed query');
    const refusal = checkAcs3Signature(request, this.gateway, this.nonces);
    if (refusal) return this.refuse(refusal.status, refusal.code, refusal.message);
    if (header(request.headers, 'x-acs-version') !== this.gateway.version)
      return this.refuse(400, 'InvalidVersion', 'Specified parameter Version is not valid');
    return this.answerAction(header(request.headers, 'x-acs-action') ?? '', query);
  }
}
