import { Decorator } from 'wechatpay-axios-plugin';
import type { WechatConfig } from '../../../config';
import type { WechatPayKeys } from './wechat-pay-keys';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The WeChat Pay API v3 client both the payment and the payout providers use, through wechatpay-axios-plugin:
 * it signs every request (`Authorization: WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,timestamp,serial_no,
 * signature`) with the merchant key and verifies every 2xx answer's `Wechatpay-Signature` with the platform
 * keys (WeChat Pay public key and/or platform certificates) before we read it.
 */
export function createWechatPayClient(config: WechatConfig, keys: WechatPayKeys): Decorator {
  return new Decorator({
    baseURL: `${config.payBaseUrl}/`,
    timeout: REQUEST_TIMEOUT_MS,
    mchid: config.mchid,
    serial: config.merchantSerial,
    privateKey: keys.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certs: Object.fromEntries(
      Object.entries(keys.platformKeys).map(([id, key]) => [
        id,
        key.export({ type: 'spki', format: 'pem' }).toString(),
      ]),
    ),
  });
}

/** The parts of the library's (axios) answers and errors we read. */
export interface Answer<T> {
  data: T;
}
export interface HttpError {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; data?: unknown };
}
export const isHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** WeChat Pay's error code and message when the answer carries them (`{code, message}`), else null. */
export function wechatErrorOf(error: HttpError): { status: number; code: string; message: string } | null {
  const status = error.response?.status;
  const body = error.response?.data as { code?: unknown; message?: unknown } | undefined;
  if (status === undefined || !body || typeof body.code !== 'string') return null;
  return {
    status,
    code: body.code,
    message: typeof body.message === 'string' ? body.message : error.message,
  };
}
