import { describe, expect, it } from 'vitest';
import {
  ratePercent,
  servicePriceValues,
  shareText,
  yuanToFen,
} from '../../../src/features/lawyer-profile/service-prices';
import { ownServices } from '../../fixtures/lawyer';

describe('service prices in 编辑资料', () => {
  it('reads 元 with at most two decimals as integer fen', () => {
    expect(yuanToFen('99')).toBe(9900);
    expect(yuanToFen(' 99.5 ')).toBe(9950);
    expect(yuanToFen('0.01')).toBe(1);
    for (const text of ['', '99.999', '-1', '1e3', '九十九', '99.'])
      expect([text, yuanToFen(text)]).toEqual([text, null]);
  });

  it('starts from the current prices without trailing zeros', () => {
    expect(servicePriceValues(ownServices.services)).toEqual([
      { id: 1, offered: true, yuan: '49' },
      { id: 3, offered: true, yuan: '299' },
    ]);
  });

  it('tells the commission and the share from the platform rate, half up to whole fen', () => {
    expect(ratePercent(2000)).toBe('20%');
    expect(ratePercent(1250)).toBe('12.5%');
    expect(shareText('99', 2000)).toBe('平台收取20%佣金，您实得 ¥79.20');
    expect(shareText('0.05', 1000)).toBe('平台收取10%佣金，您实得 ¥0.04');
    expect(shareText('abc', 2000)).toBeNull();
  });
});
