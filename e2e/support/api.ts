import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

/** Reads the SMS code the console provider recorded (dev-only endpoint, PRODUCT §2). */
export async function latestSmsCode(baseUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/dev/sms/latest?phone=${phone}`);
  const body = (await response.json()) as { code: number; msg: string; data: { code: string } | null };
  if (body.code !== 0 || !body.data) throw new Error(`no SMS code for ${phone}: ${body.msg}`);
  return body.data.code;
}

let counter = 0;
/** A phone number no other journey in this run uses. */
export function uniquePhone(): string {
  counter += 1;
  const suffix = `${Date.now() % 1_000_000}${counter}`.slice(-8).padStart(8, '0');
  return `139${suffix}`;
}

/** The demo operator's password, written by the demo seed to `<DATA_DIR>/demo-operator.txt`. */
export function demoOperatorPassword(dataDir: string): string {
  const text = readFileSync(join(dataDir, 'demo-operator.txt'), 'utf8');
  const password = /密码：(\S+)/.exec(text)?.[1];
  if (!password) throw new Error('demo-operator.txt holds no password');
  return password;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type Api = <T>(method: 'GET' | 'POST', path: string, body?: object) => Promise<T>;

/** Calls the product's API with headers (a user's x-token, an operator's x-operator-token). */
export function apiWith(baseUrl: string, headers: Record<string, string> = {}): Api {
  // One client address per caller (support/client-address.ts).
  const client = { [CLIENT_ADDRESS_HEADER]: clientAddress() };
  return async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...client, ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}
