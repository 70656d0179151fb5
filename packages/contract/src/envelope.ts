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
  tooFrequent: '操作过于频繁，请稍后再试',
  notFound: '内容不存在',
  timeout: '访问超时，请稍后再试！',
} as const;

export const NEW_TOKEN_HEADER = 'new-token';
export const TOKEN_HEADER = 'x-token';
