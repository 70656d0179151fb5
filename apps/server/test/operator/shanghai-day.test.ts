import { describe, expect, it } from 'vitest';
import { startOfShanghaiDay } from '../../src/modules/operator/shanghai-day';

describe('startOfShanghaiDay', () => {
  it('is 16:00 UTC of the previous UTC day', () => {
    expect(startOfShanghaiDay(Date.UTC(2025, 2, 1, 2, 0))).toBe(Date.UTC(2025, 1, 28, 16, 0));
  });

  it('moves to the next day at Shanghai midnight, not at UTC midnight', () => {
    expect(startOfShanghaiDay(Date.UTC(2025, 2, 1, 15, 59, 59, 999))).toBe(Date.UTC(2025, 1, 28, 16, 0));
    expect(startOfShanghaiDay(Date.UTC(2025, 2, 1, 16, 0))).toBe(Date.UTC(2025, 2, 1, 16, 0));
  });
});
