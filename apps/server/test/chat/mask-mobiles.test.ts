import { describe, expect, it } from 'vitest';
import { maskMobiles } from '../../src/modules/chat/mask-mobiles';

describe('masking mobile numbers in free chat (PRODUCT §9)', () => {
  it.each([
    ['我的电话13812345678', '我的电话138****5678'],
    ['+8613812345678 找我', '138****5678 找我'],
    ['008613812345678', '138****5678'],
    ['86 138 1234 5678', '138****5678'],
    ['138-1234-5678，晚上打', '138****5678，晚上打'],
    ['138.1234.5678', '138****5678'],
    ['１３８１２３４５６７８', '138****5678'],
    ['两个：13812345678 和 15900001111', '两个：138****5678 和 159****1111'],
  ])('masks %s', (text, masked) => {
    expect(maskMobiles(text)).toBe(masked);
  });

  it.each([
    ['订单号 S2025030112345678901', 'a number inside a longer one'],
    ['合同金额 12345678901234 元', 'a longer number'],
    ['身份证 110101199003071234', 'an id card number'],
    ['座机 010-12345678', 'a landline'],
    ['12812345678', 'not a mobile prefix'],
  ])('leaves %s alone (%s)', (text) => {
    expect(maskMobiles(text)).toBe(text);
  });
});
