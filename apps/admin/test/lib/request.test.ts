import { OPERATOR_TOKEN_HEADER } from '@lawbridge/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { notify } from '../../src/lib/notify';
import { operatorToken } from '../../src/lib/operator-token';
import { request, RequestError } from '../../src/lib/request';
import { stubFetchWith } from '../envelope-fetch';

function sentInit(fetchMock: ReturnType<typeof stubFetchWith>): RequestInit {
  const call = fetchMock.mock.calls[0] as unknown as [string, RequestInit] | undefined;
  if (!call) throw new Error('fetch was not called');
  return call[1];
}

describe('request', () => {
  let toast: MockInstance<typeof notify.error>;
  beforeEach(() => {
    toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });

  it('sends the stored operator token and returns the envelope data', async () => {
    operatorToken.set('tok-123');
    const fetchMock = stubFetchWith({ code: 0, msg: 'ok', data: { users_total: 3 } });

    await expect(request('/api/v1/admin/dashboard')).resolves.toEqual({ users_total: 3 });
    expect(new Headers(sentInit(fetchMock).headers).get(OPERATOR_TOKEN_HEADER)).toBe('tok-123');
  });

  it('sends no token header before login, and JSON bodies and query strings as given', async () => {
    const fetchMock = stubFetchWith({ code: 0, msg: 'ok', data: null });

    await request('/api/v1/admin/audit-log', { query: { page: 2, action: undefined, page_size: 20 } });
    await request('/api/v1/admin/login', { method: 'POST', body: { username: 'ops' } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/admin/audit-log?page=2&page_size=20');
    expect(new Headers(sentInit(fetchMock).headers).has(OPERATOR_TOKEN_HEADER)).toBe(false);
    const [, loginInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(loginInit.method).toBe('POST');
    expect(loginInit.body).toBe('{"username":"ops"}');
  });

  it('on code 2 clears the token, tells the operator, and rejects', async () => {
    operatorToken.set('expired');
    const listener = vi.fn();
    const unsubscribe = operatorToken.subscribe(listener);
    stubFetchWith({ code: 2, msg: '登录过期，请重新登录', data: null });

    await expect(request('/api/v1/admin/me')).rejects.toMatchObject({
      code: 2,
      message: '登录过期，请重新登录',
    });
    expect(operatorToken.get()).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('登录过期，请重新登录', 'session-expired');
    unsubscribe();
  });

  it('rejects other codes with the server message, toasts it and keeps the session', async () => {
    operatorToken.set('tok');
    stubFetchWith({ code: 7, msg: '无权操作', data: null });

    const failure = request('/api/v1/admin/dashboard');

    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({ code: 7, message: '无权操作' });
    expect(toast).toHaveBeenCalledWith('无权操作');
    expect(operatorToken.get()).toBe('tok');
  });

  it('leaves the toast to the caller when asked to be quiet', async () => {
    stubFetchWith({ code: 7, msg: '账号已锁定，请15分钟后再试', data: null });

    await expect(request('/api/v1/admin/login', { method: 'POST', body: {}, quiet: true })).rejects.toThrow(
      '账号已锁定，请15分钟后再试',
    );

    stubFetchWith({ status: 503 });
    await expect(request('/api/v1/admin/login', { method: 'POST', body: {}, quiet: true })).rejects.toThrow(
      '访问超时，请稍后再试！',
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('turns HTTP errors and network failures into the timeout message', async () => {
    stubFetchWith({ status: 500 });
    await expect(request('/api/v1/admin/me')).rejects.toMatchObject({
      code: null,
      message: '访问超时，请稍后再试！',
    });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('/api/v1/admin/me')).rejects.toThrow('访问超时，请稍后再试！');
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith('访问超时，请稍后再试！');
  });

  it('stays silent when the caller cancels (e.g. the page was left)', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        controller.abort();
        return Promise.reject(init.signal?.reason);
      }),
    );

    await expect(
      request('/api/v1/admin/dashboard', { signal: controller.signal }),
    ).rejects.not.toBeInstanceOf(RequestError);
    expect(toast).not.toHaveBeenCalled();
  });
});
