import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/lib/format';

describe('formatDateTime', () => {
  it('shows an instant as Asia/Shanghai wall-clock time', () => {
    expect(formatDateTime(Date.UTC(2026, 2, 8, 6, 5))).toBe('2026-03-08 14:05');
  });

  it('moves to the next Shanghai day after 16:00 UTC', () => {
    expect(formatDateTime(Date.UTC(2025, 11, 31, 16, 30))).toBe('2026-01-01 00:30');
  });
});
