import { describe, expect, it } from 'vitest';
import { tooFrequentMessage } from '../src/envelope';

describe('操作过于频繁 says how long to wait', () => {
  it('counts seconds up to a minute, rounding up and never saying 0', () => {
    expect(tooFrequentMessage(1)).toBe('操作过于频繁，请1秒后再试');
    expect(tooFrequentMessage(0)).toBe('操作过于频繁，请1秒后再试');
    expect(tooFrequentMessage(42_100)).toBe('操作过于频繁，请43秒后再试');
    expect(tooFrequentMessage(60_000)).toBe('操作过于频繁，请60秒后再试');
  });

  it('counts minutes up to an hour, then hours', () => {
    expect(tooFrequentMessage(60_001)).toBe('操作过于频繁，请2分钟后再试');
    expect(tooFrequentMessage(15 * 60_000)).toBe('操作过于频繁，请15分钟后再试');
    expect(tooFrequentMessage(3_600_000)).toBe('操作过于频繁，请60分钟后再试');
    expect(tooFrequentMessage(23 * 3_600_000 + 1)).toBe('操作过于频繁，请24小时后再试');
  });
});
