/** Calls to WeChat's JSON APIs (api.weixin.qq.com): errors arrive as HTTP 200 with `errcode` ≠ 0. */

const TIMEOUT_MS = 10_000;

export class WechatApiError extends Error {
  override name = 'WechatApiError';

  constructor(
    /** WeChat's errcode (e.g. 40029 invalid code, 40001 invalid access token), or -1 without an answer. */
    readonly errcode: number,
    errmsg: string,
    options?: { cause?: unknown },
  ) {
    super(`WeChat API error ${errcode}: ${errmsg}`, options);
  }
}

/** Access token refused as invalid or expired: drop the cached one and fetch again. */
export const TOKEN_REJECTED_CODES = new Set([40001, 40014, 42001]);

export async function wechatJson<T>(url: string, init?: { body: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init ? 'POST' : 'GET',
      headers: init ? { 'content-type': 'application/json' } : undefined,
      body: init ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WechatApiError(-1, `no answer from ${new URL(url).origin}`, { cause: error });
  }
  if (!response.ok) throw new WechatApiError(-1, `HTTP ${response.status} from ${new URL(url).origin}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new WechatApiError(-1, 'answer is not JSON', { cause: error });
  }
  if (typeof body !== 'object' || body === null) throw new WechatApiError(-1, 'answer is not an object');
  const { errcode, errmsg } = body as { errcode?: unknown; errmsg?: unknown };
  if (typeof errcode === 'number' && errcode !== 0) {
    throw new WechatApiError(errcode, typeof errmsg === 'string' ? errmsg : 'unknown error');
  }
  return body as T;
}
