import { describe, expect, it } from 'vitest';
import { otherPartyName } from '../../../src/features/orders/party-name';

describe('the other party of an order', () => {
  it('names a customer by nickname alone: 用户5678, never 用户 用户5678', () => {
    expect(otherPartyName('lawyer', { lawyer: '王明', customer: '用户5678' })).toBe('用户5678');
    expect(otherPartyName('lawyer', { lawyer: null, customer: '王先生' })).toBe('王先生');
  });

  it('names a lawyer with 律师, or says the platform assigns one', () => {
    expect(otherPartyName('customer', { lawyer: '王明', customer: '用户5678' })).toBe('王明 律师');
    expect(otherPartyName('customer', { lawyer: null, customer: '用户5678' })).toBe('平台分配律师');
  });
});
