import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_REQUIRED,
  checkBeforeLogin,
  checkBeforeSending,
  returnAddress,
} from '../../src/features/auth/login-form';

const ready = { phone: '13800000001', code: '123456', agreed: true };

describe('login form', () => {
  it('wants a valid phone number before sending a code', () => {
    expect(checkBeforeSending({ ...ready, phone: '' })).toEqual({
      ok: false,
      message: '请填写手机号',
      field: 'phone',
    });
    expect(checkBeforeSending({ ...ready, phone: '12345678901' })).toEqual({
      ok: false,
      message: '手机号格式不正确',
      field: 'phone',
    });
  });

  it('wants the agreement ticked before sending a code or logging in', () => {
    expect(checkBeforeSending({ ...ready, agreed: false })).toEqual({
      ok: false,
      message: AGREEMENT_REQUIRED,
      field: 'agreed',
    });
    expect(checkBeforeLogin({ ...ready, agreed: false })).toEqual({
      ok: false,
      message: AGREEMENT_REQUIRED,
      field: 'agreed',
    });
  });

  it('wants a six-digit code before logging in', () => {
    expect(checkBeforeLogin({ ...ready, code: '' })).toEqual({
      ok: false,
      message: '请填写验证码',
      field: 'verify_code',
    });
    expect(checkBeforeLogin({ ...ready, code: '12a456' })).toEqual({
      ok: false,
      message: '验证码格式不正确',
      field: 'verify_code',
    });
  });

  it('builds the seed login payload', () => {
    expect(checkBeforeLogin({ ...ready, phone: ' 13800000001 ' })).toEqual({
      ok: true,
      value: { type: 'verify_code', phone: '13800000001', channel_type: '1', verify_code: '123456' },
    });
  });

  it('returns to the guarded address, or home when there is none or it is login itself', () => {
    expect(returnAddress('/pages/customer/order/service/list?tab=1', '/pages/auth/login')).toBe(
      '/pages/customer/order/service/list?tab=1',
    );
    expect(returnAddress(undefined, '/pages/auth/login')).toBe('/');
    expect(returnAddress('https://example.com/', '/pages/auth/login')).toBe('/');
    expect(returnAddress('/pages/auth/login?redirect=%2F', '/pages/auth/login')).toBe('/');
  });
});
