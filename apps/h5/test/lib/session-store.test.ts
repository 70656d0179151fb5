import type { UserInfo } from '@lawbridge/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, useSession } from '../../src/lib/session/session-store';
import { lawyerProfile } from '../fixtures/lawyer';

const lawyer: UserInfo = {
  uuid: 'u-1',
  phone: '13800000001',
  nickname: '王律师',
  avatar: null,
  gender: 1,
  is_lawyer: 1,
  channel_type: '1',
};

beforeEach(() => useSession.getState().logout());

describe('session store', () => {
  it('starts signed out on the customer side', () => {
    expect(useSession.getState()).toMatchObject({ token: null, type: 'customer', user: null, lawyer: null });
  });

  it('keeps the lawyer side for a lawyer and falls back to customer for anyone else', () => {
    useSession.setState({ token: 't', type: 'lawyer' });
    useSession.getState().setUser(lawyer);
    expect(useSession.getState().type).toBe('lawyer');
    useSession.getState().setUser({ ...lawyer, is_lawyer: 0 });
    expect(useSession.getState().type).toBe('customer');
  });

  it("keeps a lawyer's own profile and drops it when the user is not that lawyer", () => {
    const own = { ...lawyerProfile, uuid: lawyer.uuid };
    useSession.setState({ token: 't', type: 'lawyer', lawyer: own });
    useSession.getState().setUser(lawyer);
    expect(useSession.getState().lawyer).toEqual(own);
    useSession.getState().setUser({ ...lawyer, uuid: 'someone-else' });
    expect(useSession.getState().lawyer).toBeNull();
    useSession.setState({ lawyer: own });
    useSession.getState().setUser({ ...lawyer, is_lawyer: 0 });
    expect(useSession.getState()).toMatchObject({ type: 'customer', lawyer: null });
  });

  it('logout clears token and user and resets the type to customer', () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyer });
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: null, type: 'customer', user: null });
  });

  it('persists the session in localStorage', () => {
    useSession.getState().setToken('persisted');
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state?: unknown };
    expect(stored.state).toEqual({ token: 'persisted', type: 'customer', user: null, lawyer: null });
  });
});
