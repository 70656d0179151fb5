import type { Page } from 'playwright-core';
import { apiWith, latestSmsCode } from './api';
import { h5, SESSION_STORAGE_KEY } from './h5';

/** A user signed in through the API: the token and the user's uuid. */
export interface ApiSession {
  token: string;
  uuid: string;
}

/**
 * Signs `phone` in through the API the way the login page does (an SMS code from the dev endpoint, then
 * 登录), for journeys that are not about signing in: 登录 itself is walked by login-profile-logout,
 * login-guard and the journeys that sign in on the way (booking, chat, buying a service).
 */
export async function signInByApi(baseUrl: string, phone: string): Promise<ApiSession> {
  const api = apiWith(baseUrl);
  await api('POST', '/api/v1/sms/push', { scene: 'login', phone });
  const verifyCode = await latestSmsCode(baseUrl, phone);
  const { token } = await api<{ token: string }>('POST', '/api/v1/user/login', {
    type: 'verify_code',
    phone,
    verify_code: verifyCode,
  });
  const { uuid } = await apiWith(baseUrl, { 'x-token': token })<{ uuid: string }>('GET', '/api/v1/user/info');
  return { token, uuid };
}

/**
 * Opens the H5 app at `route` on `side`, signed in as `token`'s user: the session is stored where the app
 * keeps it (as after 登录), then the app starts afresh from it.
 */
export async function openSignedIn(
  page: Page,
  baseUrl: string,
  token: string,
  side: 'customer' | 'lawyer',
  route = '/',
) {
  const user = await apiWith(baseUrl, { 'x-token': token })<object>('GET', '/api/v1/user/info');
  await page.goto(h5(baseUrl, '/pages/common/about'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { token, type: side, user }, version: 0 }),
  ] as const);
  await page.goto('about:blank');
  await page.goto(h5(baseUrl, route));
}
