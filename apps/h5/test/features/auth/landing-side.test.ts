import type { UserInfo } from '@lawbridge/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../src/features/auth/api/login';
import { SIDE_STORAGE_KEY } from '../../../src/lib/session/remembered-side';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const BODY = { type: 'verify_code', phone: '13900000001', channel_type: '1', verify_code: '123456' } as const;
let signedInAs: UserInfo = lawyerUser;

function answer(url: string): unknown {
  if (url.startsWith('/api/v1/user/login')) return { token: 'tok', expires_at: 0, type: 'customer' };
  if (url.startsWith('/api/v1/user/info')) return signedInAs;
  if (url.startsWith('/api/v1/lawyer/detail')) return lawyerProfile;
  throw new Error(`unexpected request ${url}`);
}

/** Logs in as `user` from scratch, as the login page does, and answers the side the session is on. */
async function logInAs(user: UserInfo): Promise<string> {
  signedInAs = user;
  await signIn(BODY, new QueryClient());
  return useSession.getState().type;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().logout();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async (url) =>
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: answer(String(url)) }), { status: 200 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the side after login (issue 18)', () => {
  it('puts a certified lawyer on the lawyer side, a customer on the customer side', async () => {
    expect(await logInAs(lawyerUser)).toBe('lawyer');
    useSession.getState().logout();
    expect(await logInAs(customerUser)).toBe('customer');
  });

  it('remembers on this device the side the lawyer last switched to, across logouts', async () => {
    await logInAs(lawyerUser);
    useSession.getState().setType('customer');
    useSession.getState().logout();
    expect(await logInAs(lawyerUser)).toBe('customer');

    useSession.getState().setType('lawyer');
    useSession.getState().logout();
    expect(await logInAs(lawyerUser)).toBe('lawyer');
    expect(JSON.parse(localStorage.getItem(SIDE_STORAGE_KEY)!)).toEqual({ [lawyerUser.uuid]: 'lawyer' });
  });

  it('keeps each user’s choice apart and survives a damaged entry', async () => {
    await logInAs(lawyerUser);
    useSession.getState().setType('customer');
    useSession.getState().logout();
    const colleague = { ...lawyerUser, uuid: 'user-0002-uuid', phone: '13900000002' };
    expect(await logInAs(colleague)).toBe('lawyer');

    localStorage.setItem(SIDE_STORAGE_KEY, '{not json');
    useSession.getState().logout();
    expect(await logInAs(lawyerUser)).toBe('lawyer');
  });
});
