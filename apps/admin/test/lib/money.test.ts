import { describe, expect, it } from 'vitest';
import { percentOfBp, yuan, yuanToFen } from '../../src/lib/money';

describe('money in the console', () => {
  it('shows fen as 元 with two decimals', () => {
    expect(yuan(4900)).toBe('¥49.00');
    expect(yuan(5)).toBe('¥0.05');
  });

  it('reads typed 元 as whole fen without floating-point rounding', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen(' 19.99 ')).toBe(1999);
    expect(yuanToFen('0')).toBe(0);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.5', null, undefined]) {
      expect([bad, yuanToFen(bad)]).toEqual([bad, null]);
    }
  });

  it('shows basis points as a percentage', () => {
    expect(percentOfBp(2000)).toBe('20%');
    expect(percentOfBp(1250)).toBe('12.5%');
    expect(percentOfBp(0)).toBe('0%');
  });
});
