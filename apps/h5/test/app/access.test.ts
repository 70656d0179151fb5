import type { UserInfo } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { decideAccess, isLawyerOnly, needsLogin } from '../../src/app/access';
import { customerUser } from '../fixtures/users';

const customer: UserInfo = customerUser;
const lawyer: UserInfo = { ...customer, is_lawyer: 1 };
const anonymous = { token: null, user: null };

describe('which pages need login (seed §6, and the lawyer area)', () => {
  it.each([
    ['/pages/customer/profile/user', true],
    ['/pages/customer/order/service/create', true],
    ['/pages/customer/order/appointment/refundResult', true],
    ['/pages/lawyer/order/detailService', true],
    ['/', false],
    ['/pages/customer/lawyer/list', false],
    ['/pages/customer/setting/index', false],
    ['/pages/customer/chat/index', false],
    ['/pages/auth/login', false],
    ['/pages/lawyer/setting/index', true],
    ['/pages/lawyer/profile/apply', true],
    ['/pages/lawyer/profile/applyStatus', true],
    ['/pages/common/cashier', true],
  ])('%s → %s', (path, expected) => {
    expect(needsLogin(path)).toBe(expected);
  });

  it('keeps the lawyer area to lawyers except the application pages', () => {
    expect(isLawyerOnly('/pages/lawyer/setting/index')).toBe(true);
    expect(isLawyerOnly('/pages/lawyer/review/list')).toBe(true);
    expect(isLawyerOnly('/pages/lawyer/profile/apply')).toBe(false);
    expect(isLawyerOnly('/pages/lawyer/profile/applyStatus')).toBe(false);
    expect(isLawyerOnly('/pages/customer/lawyer/list')).toBe(false);
  });
});

describe('login guard', () => {
  const orderRoute = { requiresLogin: true, requiresLawyer: false };
  const lawyerRoute = { requiresLogin: false, requiresLawyer: true };
  const openRoute = { requiresLogin: false, requiresLawyer: false };

  it('sends an anonymous user to login with the original address to return to', () => {
    expect(decideAccess(orderRoute, '/pages/customer/order/service/detail?id=9', anonymous)).toEqual({
      kind: 'redirect',
      to: '/pages/auth/login?redirect=%2Fpages%2Fcustomer%2Forder%2Fservice%2Fdetail%3Fid%3D9',
    });
  });

  it('lets a signed-in user in', () => {
    expect(decideAccess(orderRoute, '/x', { token: 't', user: customer })).toEqual({ kind: 'allow' });
  });

  it('lets anyone open a page that needs no login', () => {
    expect(decideAccess(openRoute, '/pages/customer/lawyer/list', anonymous)).toEqual({ kind: 'allow' });
  });

  it('asks an anonymous user to log in before the lawyer area', () => {
    expect(decideAccess(lawyerRoute, '/pages/lawyer/setting/index', anonymous)).toEqual({
      kind: 'redirect',
      to: '/pages/auth/login?redirect=%2Fpages%2Flawyer%2Fsetting%2Findex',
    });
  });

  it('sends a signed-in user who is not a lawyer to the lawyer application', () => {
    expect(decideAccess(lawyerRoute, '/pages/lawyer/setting/index', { token: 't', user: customer })).toEqual({
      kind: 'redirect',
      to: '/pages/lawyer/profile/apply',
    });
    expect(decideAccess(lawyerRoute, '/pages/lawyer/setting/index', { token: 't', user: lawyer })).toEqual({
      kind: 'allow',
    });
  });
});

describe('lawyer area guard', () => {
  const open = (address: string, session: { token: string | null; user: UserInfo | null }) => {
    const path = address.split('?')[0] ?? address;
    return decideAccess(
      { requiresLogin: needsLogin(path), requiresLawyer: isLawyerOnly(path) },
      address,
      session,
    );
  };
  const signedIn = (user: UserInfo) => ({ token: 't', user });

  it('asks for login before the application pages too', () => {
    expect(open('/pages/lawyer/profile/apply', anonymous)).toEqual({
      kind: 'redirect',
      to: '/pages/auth/login?redirect=%2Fpages%2Flawyer%2Fprofile%2Fapply',
    });
    expect(open('/pages/lawyer/profile/applyStatus', anonymous)).toMatchObject({ kind: 'redirect' });
  });

  it('lets a signed-in customer apply and see the application status', () => {
    expect(open('/pages/lawyer/profile/apply?reapply=1', signedIn(customer))).toEqual({ kind: 'allow' });
    expect(open('/pages/lawyer/profile/applyStatus', signedIn(customer))).toEqual({ kind: 'allow' });
  });

  it.each([
    '/pages/lawyer/profile/user',
    '/pages/lawyer/profile/editDescription',
    '/pages/lawyer/chat/index',
    '/pages/lawyer/order/detailService?id=1',
  ])('sends a customer from %s to the application and lets a certified lawyer in', (address) => {
    expect(open(address, signedIn(customer))).toEqual({
      kind: 'redirect',
      to: '/pages/lawyer/profile/apply',
    });
    expect(open(address, signedIn(lawyer))).toEqual({ kind: 'allow' });
  });
});
