import { API, MSG, type UserInfo } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNavigate } from '../../src/lib/navigation';
import { ApiError, request, REQUEST_TIMEOUT_MS, TRANSPORT_FAILURE } from '../../src/lib/request';
import { useSession } from '../../src/lib/session/session-store';
import { hideLoading, showLoading, showToast } from '../../src/lib/toast';
import { customerUser } from '../fixtures/users';

vi.mock('../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const user: UserInfo = customerUser;

function envelope(code: number, data: unknown, msg = 'ok', headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ code, msg, data }), { status: 200, headers });
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  bindNavigate(navigate);
  useSession.setState({ token: 'token-a', type: 'lawyer', user: { ...user, is_lawyer: 1 }, lawyer: null });
  window.location.hash = '#/pages/customer/order/service/list?tab=1';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  navigate.mockReset();
});

describe('request', () => {
  it('sends the session token as x-token and returns data of a code-0 envelope', async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, user));
    await expect(request<UserInfo>(API.userInfo)).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/info');
    expect(new Headers(init?.headers).get('x-token')).toBe('token-a');
  });

  it('sends JSON bodies and query parameters', async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, null));
    await request(API.smsPush, { method: 'POST', body: { scene: 'login' }, query: { a: 1, b: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/sms/push?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"scene":"login"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('replaces the stored token with the one in the new-token header', async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, user, 'ok', { 'new-token': 'token-b' }));
    await request(API.userInfo);
    expect(useSession.getState().token).toBe('token-b');
  });

  it('shows the server message of another non-zero code and rejects with its code and message', async () => {
    fetchMock.mockResolvedValueOnce(envelope(7, null, '操作过于频繁，请42秒后再试'));
    const failure = request(API.smsPush, { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 7, message: '操作过于频繁，请42秒后再试' });
    expect(showToast).toHaveBeenCalledWith('操作过于频繁，请42秒后再试');
    expect(useSession.getState().token).toBe('token-a');
  });

  it('treats an HTTP status other than 200 as a time-out', async () => {
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 500 }));
    await expect(request(API.userInfo)).rejects.toMatchObject({
      code: TRANSPORT_FAILURE,
      message: MSG.timeout,
    });
    expect(showToast).toHaveBeenCalledWith('访问超时，请稍后再试！');
  });

  it('treats an answer that is not an envelope as a time-out', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(request(API.userInfo)).rejects.toMatchObject({
      code: TRANSPORT_FAILURE,
      message: MSG.timeout,
    });
    expect(showToast).toHaveBeenCalledWith('访问超时，请稍后再试！');
  });

  it('says the network failed when no answer came at all', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request(API.userInfo)).rejects.toMatchObject({
      code: TRANSPORT_FAILURE,
      message: '网络连接失败，请检查网络后重试',
    });
    expect(showToast).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });

  it('fails quietly when asked (a background refresh): the same rejection, no toast', async () => {
    fetchMock.mockResolvedValueOnce(envelope(7, null, '系统繁忙'));
    await expect(request(API.userInfo, { quiet: true })).rejects.toMatchObject({
      code: 7,
      message: '系统繁忙',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request(API.userInfo, { quiet: true })).rejects.toMatchObject({ code: TRANSPORT_FAILURE });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('gives up after 60 s without an answer: the network failed', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = request(API.userInfo);
    const outcome = expect(pending).rejects.toMatchObject({ code: TRANSPORT_FAILURE, message: MSG.network });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(showToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('rejects a call cancelled by its caller without a message', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = request(API.userInfo, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows a loading indicator for the duration of the call when asked to', async () => {
    fetchMock.mockResolvedValueOnce(envelope(7, null, '失败'));
    await expect(request(API.login, { method: 'POST', loading: '登录中…' })).rejects.toThrow('失败');
    expect(showLoading).toHaveBeenCalledWith('登录中…');
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });
});

describe('request: code 2 (token refused)', () => {
  const now = new Date('2026-03-01T08:00:00Z').getTime();

  it('logs out, says so and goes to login with the current address, once per second', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    fetchMock.mockImplementation(async () => envelope(2, null, MSG.tokenExpired));

    await expect(request(API.userInfo)).rejects.toMatchObject({ code: 2, message: MSG.tokenExpired });
    expect(useSession.getState()).toMatchObject({ token: null, user: null, type: 'customer' });
    expect(showToast).toHaveBeenCalledWith('登录过期，请重新登录');
    expect(navigate).toHaveBeenCalledWith(
      '/pages/auth/login?redirect=%2Fpages%2Fcustomer%2Forder%2Fservice%2Flist%3Ftab%3D1',
      { replace: true },
    );

    vi.setSystemTime(now + 999);
    await expect(request(API.userInfo)).rejects.toMatchObject({ code: 2 });
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    vi.setSystemTime(now + 1000);
    await expect(request(API.userInfo)).rejects.toMatchObject({ code: 2 });
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('only logs out when the user is already on the login page', async () => {
    vi.useFakeTimers({ now: now + 60_000, toFake: ['Date'] });
    window.location.hash = '#/pages/auth/login?redirect=%2F';
    fetchMock.mockResolvedValueOnce(envelope(2, null, MSG.tokenExpired));

    await expect(request(API.userInfo)).rejects.toMatchObject({ code: 2 });
    expect(useSession.getState().token).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
