import { ApiCode, MSG, NEW_TOKEN_HEADER, TOKEN_HEADER, type Envelope } from '@lawbridge/contract';
import { useSession } from '../session/session-store';
import { hideLoading, showLoading, showToast } from '../toast';
import { withQuery } from '../url';
import { ApiError, TRANSPORT_FAILURE } from './api-error';
import { takeEarlyResponse } from './early-response';
import { handleTokenRejected } from './token-rejected';

/** Seed §9: 60 s for every request, upload included. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined | null>;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  /** Shows a loading indicator while the call runs; a string sets its text. */
  loading?: boolean | string;
  /** Cancels the call without any message (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Fails without a toast: a refresh in the background that the user did not ask for. */
  quiet?: boolean;
}

/**
 * Calls the API and returns `data` of a code-0 envelope. Every failure is shown as a toast (unless
 * `quiet`) and rejects with an ApiError (seed §8); a cancelled call rejects with the abort reason,
 * silently. A rejected token is handled the same either way.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { loading } = options;
  if (loading) showLoading(typeof loading === 'string' ? loading : undefined);
  try {
    return unwrap(await send<T>(path, options), options.quiet === true);
  } finally {
    if (loading) hideLoading();
  }
}

/**
 * Sends the call and reads its envelope. No answer at all (offline, refused, 60 s without a response) says
 * the network failed; an answer that is not HTTP 200 with an envelope keeps the seed's 访问超时 (§8).
 */
async function send<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel, { once: true });
  const fail = (error: unknown, message: string): never => {
    if (options.signal?.aborted) throw error;
    if (!options.quiet) showToast(message);
    throw new ApiError(TRANSPORT_FAILURE, message);
  };
  try {
    let response: Response;
    const url = withQuery(path, options.query ?? {});
    const early =
      (options.method ?? 'GET') === 'GET' && options.body === undefined
        ? takeEarlyResponse(url, useSession.getState().token)
        : undefined;
    try {
      response = await (early
        ? untilAborted(early, controller.signal)
        : fetch(url, {
            method: options.method ?? 'GET',
            headers: headersFor(options.body),
            body: encodeBody(options.body),
            signal: controller.signal,
          }));
    } catch (error) {
      return fail(error, MSG.network);
    }
    try {
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const rotated = response.headers.get(NEW_TOKEN_HEADER);
      if (rotated) useSession.getState().setToken(rotated);
      return (await response.json()) as Envelope<T>;
    } catch (error) {
      return fail(error, MSG.timeout);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** `pending`, or the abort reason once `signal` aborts (a timeout, a cancelled query) before it settles. */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    pending.then(resolve, reject);
  });
}

function headersFor(body: unknown): Headers {
  const headers = new Headers();
  const { token } = useSession.getState();
  if (token) headers.set(TOKEN_HEADER, token);
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function unwrap<T>(envelope: Envelope<T>, quiet: boolean): T {
  if (envelope.code === ApiCode.success.value) return envelope.data as T;
  if (envelope.code === ApiCode.token.value) {
    handleTokenRejected();
    throw new ApiError(envelope.code, envelope.msg || MSG.tokenExpired);
  }
  const message = envelope.msg || ApiCode.labelOf(envelope.code);
  if (!quiet) showToast(message);
  throw new ApiError(envelope.code, message);
}
