import { ApiCode, MSG, OPERATOR_TOKEN_HEADER } from '@lawbridge/contract';
import type { ApiCodeValue, Envelope } from '@lawbridge/contract';
import { notify } from './notify';
import { operatorToken } from './operator-token';

const TIMEOUT_MS = 60_000;
const SESSION_EXPIRED_TOAST_KEY = 'session-expired';

/** A refusal the server answered with a non-zero envelope code, or a transport failure. */
export class RequestError extends Error {
  constructor(
    message: string,
    /** The envelope code; null when no envelope arrived (HTTP error, network, timeout). */
    readonly code: ApiCodeValue | null,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export type QueryParams = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** The caller shows failures itself (e.g. inline on a form): no toast, except for an ended session. */
  quiet?: boolean;
}

function urlWithQuery(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** JSON bodies are sent as JSON; a FormData (a file upload) sets its own multipart type. */
function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const token = operatorToken.get();
  if (token) headers.set(OPERATOR_TOKEN_HEADER, token);
  return headers;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** An HTTP error, network failure or the 60 s timeout, toasted unless the caller shows it. */
function transportFailure(options: RequestOptions): RequestError {
  if (!options.quiet) notify.error(MSG.timeout);
  return new RequestError(MSG.timeout, null);
}

/** The answer of a call; a transport failure becomes `访问超时，请稍后再试！`; an abort stays an abort. */
async function fetchResponse(path: string, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await fetch(urlWithQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options.body),
      body: bodyOf(options.body),
      signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response;
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw transportFailure(options);
  }
}

async function fetchEnvelope<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const response = await fetchResponse(path, options);
  try {
    return (await response.json()) as Envelope<T>;
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw transportFailure(options);
  }
}

/** A refusal's envelope: code 2 ends the session, others are toasted unless quiet; always thrown. */
function refuse(envelope: Envelope<unknown>, options: RequestOptions): never {
  if (envelope.code === ApiCode.token.value) {
    operatorToken.clear();
    notify.error(envelope.msg || MSG.tokenExpired, SESSION_EXPIRED_TOAST_KEY);
  } else if (!options.quiet) {
    notify.error(envelope.msg);
  }
  throw new RequestError(envelope.msg, envelope.code);
}

/**
 * Calls the API and unwraps the `{code, msg, data}` envelope (PRODUCT §3).
 * Code 2 ends the session: the token is cleared, which sends the route guard to the login page.
 * Other refusals are toasted with the server's message and rejected with it; transport failures
 * (HTTP error, network, 60 s timeout) with `访问超时，请稍后再试！`.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await fetchEnvelope<T>(path, options);
  if (envelope.code === ApiCode.success.value) return envelope.data as T;
  return refuse(envelope, options);
}

/** A file the API answers (e.g. a CSV export): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*=UTF-8''…` preferred), else null. */
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Fetches a file from the API with the operator's token. A refusal still comes as an envelope (JSON) and
 * is handled as `request` handles it.
 */
export async function requestFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await fetchResponse(path, options);
  if (response.headers.get('content-type')?.includes('application/json')) {
    refuse((await response.json()) as Envelope<unknown>, options);
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}
