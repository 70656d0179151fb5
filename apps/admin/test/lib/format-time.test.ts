import { describe, expect, it } from 'vitest';
import { formatShanghaiDateTime } from '../../src/lib/format-time';

describe('formatShanghaiDateTime', () => {
  it('runs where the local zone is UTC, so Shanghai time cannot come from the machine', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(0);
  });

  it('shows UTC epoch milliseconds as Asia/Shanghai wall time', () => {
    expect(formatShanghaiDateTime(0)).toBe('1970-01-01 08:00:00');
    expect(formatShanghaiDateTime(Date.UTC(2025, 2, 9, 1, 2, 3))).toBe('2025-03-09 09:02:03');
  });

  it('moves to the next day in Shanghai from 16:00 UTC, with a 24-hour clock', () => {
    expect(formatShanghaiDateTime(Date.UTC(2024, 11, 31, 16, 0, 0))).toBe('2025-01-01 00:00:00');
    expect(formatShanghaiDateTime(Date.UTC(2024, 1, 28, 15, 59, 59))).toBe('2024-02-28 23:59:59');
  });
});
