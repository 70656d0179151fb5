import type { ApiCodeValue } from './enums';

/** Every handled outcome is HTTP 200 with this envelope (PRODUCT §3). */
export interface Envelope<T> {
  code: ApiCodeValue;
  msg: string;
  data: T | null;
}

export const MSG = {
  ok: 'ok',
  tokenExpired: '登录过期，请重新登录',
  forbidden: '无权操作',
  notFound: '内容不存在',
  timeout: '访问超时，请稍后再试！',
  /** No answer at all (offline, refused connection, 60 s without a response): the client's own words. */
  network: '网络连接失败，请检查网络后重试',
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * 操作过于频繁 with how long to wait until the limit's window ends, rounded up: seconds under a minute,
 * minutes under an hour, hours beyond (issue 18).
 */
export function tooFrequentMessage(waitMs: number): string {
  const wait =
    waitMs <= MINUTE_MS
      ? `${Math.max(1, Math.ceil(waitMs / 1000))}秒`
      : waitMs <= HOUR_MS
        ? `${Math.ceil(waitMs / MINUTE_MS)}分钟`
        : `${Math.ceil(waitMs / HOUR_MS)}小时`;
  return `操作过于频繁，请${wait}后再试`;
}

export const NEW_TOKEN_HEADER = 'new-token';
export const TOKEN_HEADER = 'x-token';
