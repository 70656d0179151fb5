import { describe, expect, it } from 'vitest';
import {
  ApiCode,
  Gender,
  flattenLegalTypeLeaves,
  formatFen,
  infoFieldBody,
  loginBody,
  maskPhone,
  maskPhonesInText,
  smsPushBody,
} from '../src/index';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('phone masking', () => {
  it('keeps the first 3 digits, four stars, then the digits from the 8th on', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('masks numbers inside text but not longer digit runs', () => {
    expect(maskPhonesInText('call 13812345678 now')).toBe('call 138****5678 now');
    expect(maskPhonesInText('order 213812345678')).toBe('order 213812345678');
  });
});

describe('enums', () => {
  it('carry the seed values and labels', () => {
    expect(ApiCode.values).toEqual([0, 1, 2, 7]);
    expect(Gender.labelOf(2)).toBe('女');
  });
});

describe('schemas give Chinese messages naming the field', () => {
  it('phone', () => {
    expect(firstMessage(smsPushBody.safeParse({ scene: 'login', phone: '12345' }))).toBe('手机号格式不正确');
    expect(firstMessage(smsPushBody.safeParse({ scene: 'login' }))).toBe('请填写手机号');
  });
  it('verify code', () => {
    const result = loginBody.safeParse({ type: 'verify_code', phone: '13812345678', verify_code: '12' });
    expect(firstMessage(result)).toBe('验证码格式不正确');
  });
  it('login defaults the channel to own', () => {
    const result = loginBody.parse({ type: 'verify_code', phone: '13812345678', verify_code: '123456' });
    expect(result.channel_type).toBe('1');
  });
  it('unknown info field', () => {
    expect(firstMessage(infoFieldBody.safeParse({ field: 'phone', value: 'x' }))).toBe('不支持修改该字段');
    expect(firstMessage(infoFieldBody.safeParse({ field: 'nickname', value: 'x'.repeat(21) }))).toBe(
      '昵称不能超过20个字',
    );
  });
});

describe('helpers', () => {
  it('formats fen as yuan', () => {
    expect(formatFen(4900)).toBe('49.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(-150)).toBe('-1.50');
  });
  it('flattens legal type leaves', () => {
    const leaves = flattenLegalTypeLeaves([
      { id: 1, name: 'a', children: [{ id: 2, name: 'b' }] },
      { id: 3, name: 'c' },
    ]);
    expect(leaves.map((leaf) => leaf.id)).toEqual([2, 3]);
  });
});
