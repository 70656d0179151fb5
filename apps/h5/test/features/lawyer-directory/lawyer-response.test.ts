import { describe, expect, it } from 'vitest';
import { responseText } from '../../../src/features/lawyer-directory/components/lawyer-stats';

describe('how the lawyer page states chat responsiveness', () => {
  it('says nothing before anyone wrote, then the reply rate and the usual wait', () => {
    expect(responseText({ conversations: 0, reply_rate: null, median_reply_minutes: null })).toBeNull();
    expect(responseText({ conversations: 3, reply_rate: 0, median_reply_minutes: null })).toBe(
      '近30天回复率 0%',
    );
    expect(responseText({ conversations: 3, reply_rate: 67, median_reply_minutes: 0 })).toBe(
      '近30天回复率 67% · 通常1分钟内回复',
    );
    expect(responseText({ conversations: 3, reply_rate: 67, median_reply_minutes: 20 })).toBe(
      '近30天回复率 67% · 通常20分钟回复',
    );
    expect(responseText({ conversations: 9, reply_rate: 100, median_reply_minutes: 150 })).toBe(
      '近30天回复率 100% · 通常3小时回复',
    );
  });
});
