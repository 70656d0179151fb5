import type { UserInfo } from '@lawbridge/contract';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstPageDrawn } from '../../src/app/first-screen';
import { launch } from '../../src/app/launch';
import { commonKeys } from '../../src/features/common/api/common-keys';
import { useSession } from '../../src/lib/session/session-store';
import { lawyerProfile } from '../fixtures/lawyer';
import { customerUser, lawyerUser } from '../fixtures/users';

vi.mock('../../src/lib/toast', () => ({
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
  preloadToast: vi.fn(),
}));

const user: UserInfo = { ...customerUser, channel_type: 'gsy' };
const legalTypes = [{ id: 1, name: '婚姻家庭', children: [{ id: 2, name: '离婚纠纷' }] }];

/** Who GET /user/info says is signed in; a test may make it a lawyer. */
let signedInUser: UserInfo = user;

const ANSWERS: Record<string, unknown> = {
  '/api/v1/user/login': { token: 'partner-token', expires_at: 0, type: 'customer' },
  [`/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`]: lawyerProfile,
  '/api/v1/lawyerLegalType/tree': legalTypes,
  '/api/v1/areaCode/tree': [],
  '/api/v1/lawyerDegrees': [],
  '/api/v1/payment/config': [],
};

const fetchMock = vi.fn<typeof fetch>(async (url) => {
  const data = String(url) === '/api/v1/user/info' ? signedInUser : ANSWERS[String(url)];
  return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
});

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: init?.body,
    token: new Headers(init?.headers).get('x-token'),
  }));
}

let queryClient: QueryClient;
beforeEach(() => {
  signedInUser = user;
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().logout();
  queryClient = new QueryClient();
});
afterEach(async () => {
  // The common data is fetched once the first screen is complete and the page is idle: wait until this test's
  // launch has fetched it, so it never lands in the next test (a fixed 20 ms wait was too short under load).
  await vi.waitFor(() => expect(queryClient.getQueryData(commonKeys.legalTypeTree)).toEqual(legalTypes), {
    timeout: 10_000,
  });
  vi.unstubAllGlobals();
});

describe('launch', () => {
  it('logs in through a partner link, removes its parameters, then loads the user and common data', async () => {
    window.history.replaceState(
      null,
      '',
      '/#/pages/customer/lawyer/list?channel_type=gsy&phone=Q0lQSEVS%2B&tab=2',
    );
    await launch(queryClient);

    expect(calls()[0]).toMatchObject({
      url: '/api/v1/user/login',
      method: 'POST',
      body: JSON.stringify({ type: 'rsa_phone', phone: 'Q0lQSEVS+', channel_type: 'gsy' }),
    });
    expect(calls()[1]).toMatchObject({ url: '/api/v1/user/info', token: 'partner-token' });
    expect(window.location.hash).toBe('#/pages/customer/lawyer/list?tab=2');
    expect(useSession.getState()).toMatchObject({ token: 'partner-token', user });
    markFirstPageDrawn();
    await vi.waitFor(() => expect(queryClient.getQueryData(commonKeys.legalTypeTree)).toEqual(legalTypes));
  });

  it('also accepts the partner parameters in the page query', async () => {
    window.history.replaceState(null, '', '/?channel_type=gsy&phone=abc#/');
    await launch(queryClient);
    expect(calls()[0]?.url).toBe('/api/v1/user/login');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/');
  });

  it('ignores a link of the own channel', async () => {
    window.history.replaceState(null, '', '/#/?channel_type=1&phone=13800000001');
    await launch(queryClient);
    expect(calls().some((call) => call.url === '/api/v1/user/login')).toBe(false);
    expect(window.location.hash).toBe('#/?channel_type=1&phone=13800000001');
  });

  it('reloads the user of a stored token; a user who is not a lawyer falls back to customer', async () => {
    window.history.replaceState(null, '', '/#/');
    useSession.setState({ token: 'stored', type: 'lawyer', lawyer: lawyerProfile });
    await launch(queryClient);
    await vi.waitFor(() =>
      expect(useSession.getState()).toMatchObject({ user, type: 'customer', lawyer: null }),
    );
    expect(calls()[0]).toMatchObject({ url: '/api/v1/user/info', token: 'stored' });
    expect(calls().some((call) => call.url.startsWith('/api/v1/lawyer/detail'))).toBe(false);
  });

  it("loads a lawyer's own profile by the user's uuid after the user info, keeping the lawyer side", async () => {
    window.history.replaceState(null, '', '/#/');
    signedInUser = lawyerUser;
    useSession.setState({ token: 'stored', type: 'lawyer' });
    await launch(queryClient);
    await vi.waitFor(() => expect(useSession.getState().lawyer).toEqual(lawyerProfile));
    expect(useSession.getState()).toMatchObject({ user: lawyerUser, type: 'lawyer' });
    expect(calls().slice(0, 2)).toMatchObject([
      { url: '/api/v1/user/info', token: 'stored' },
      { url: `/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`, token: 'stored' },
    ]);
  });

  it('loads the lawyer profile when a lawyer signs in through a partner link', async () => {
    window.history.replaceState(null, '', '/#/?channel_type=gsy&phone=abc');
    signedInUser = lawyerUser;
    await launch(queryClient);
    expect(
      calls()
        .map((call) => call.url)
        .slice(0, 3),
    ).toEqual(['/api/v1/user/login', '/api/v1/user/info', `/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`]);
    expect(useSession.getState()).toMatchObject({
      token: 'partner-token',
      user: lawyerUser,
      lawyer: lawyerProfile,
    });
  });

  it('fetches the common data for an anonymous visitor, once the first page has drawn', async () => {
    vi.resetModules();
    const fresh = await import('../../src/app/launch');
    const { markFirstPageDrawn, useFirstScreenComplete } = await import('../../src/app/first-screen');
    const { preloadToast } = await import('../../src/lib/toast');
    const firstScreen = renderHook(() => useFirstScreenComplete());
    window.history.replaceState(null, '', '/#/');
    await fresh.launch(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preloadToast).not.toHaveBeenCalled();
    expect(firstScreen.result.current).toBe(false);
    markFirstPageDrawn();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    // The pictures below the first screen and the toast's code wait for the same moment.
    expect(firstScreen.result.current).toBe(true);
    expect(preloadToast).toHaveBeenCalledTimes(1);
    expect(
      calls()
        .map((call) => call.url)
        .sort(),
    ).toEqual([
      '/api/v1/areaCode/tree',
      '/api/v1/lawyerDegrees',
      '/api/v1/lawyerLegalType/tree',
      '/api/v1/payment/config',
    ]);
  });
});
