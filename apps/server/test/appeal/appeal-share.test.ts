import { commissionOf } from '@lawbridge/contract';
import { describe, expect, it } from 'vitest';
import { lawyerShareOfRefund } from '../../src/modules/appeal/appeal-money';

describe('the lawyer’s share of an appeal’s refund', () => {
  it('is the refund less the commission on it', () => {
    expect(lawyerShareOfRefund({ refund: 2450, refundable: 4900, rateBp: 2000, held: 3920 })).toBe(1960);
    expect(lawyerShareOfRefund({ refund: 2450, refundable: 4900, rateBp: 2000, held: null })).toBe(1960);
  });

  it('never takes more than is held, and the last refund takes what is left held', () => {
    // 25 % of 2 fen settled: the platform kept 1, the lawyer holds 1. Refunded 1 fen twice, each commission
    // rounds to 0: the proportional shares (1 + 1) would take 2 from a hold of 1.
    const held = 2 - commissionOf(2, 2500);
    expect(held).toBe(1);
    const first = lawyerShareOfRefund({ refund: 1, refundable: 2, rateBp: 2500, held });
    expect(first).toBe(1);
    const second = lawyerShareOfRefund({ refund: 1, refundable: 1, rateBp: 2500, held: held - first });
    expect(second).toBe(0);
    // Released income is clawed back from available in proportion (it may go negative).
    expect(lawyerShareOfRefund({ refund: 1, refundable: 1, rateBp: 2500, held: null })).toBe(1);
  });
});
