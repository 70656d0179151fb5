import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentResult } from '../../src/components/payment-result';

const renderResult = (paid: boolean) => {
  const primary = vi.fn();
  const secondary = vi.fn();
  render(
    <PaymentResult
      paid={paid}
      amount={4900}
      summary="图文咨询 · 王建国 律师"
      primaryAction={{ label: '查看订单', onClick: primary }}
      secondaryAction={{ label: '返回首页', onClick: secondary }}
    >
      <p>接下来</p>
    </PaymentResult>,
  );
  return { result: screen.getByRole('region', { name: '支付结果' }), primary, secondary };
};

describe('PaymentResult', () => {
  it('shows 支付成功, the amount, the summary and what comes next, then the two ways on', () => {
    const { result, primary, secondary } = renderResult(true);
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('支付成功');
    expect(result.textContent).toBe('支付成功¥49.00图文咨询 · 王建国 律师接下来查看订单返回首页');
    fireEvent.click(within(result).getByRole('button', { name: '查看订单' }));
    expect(primary).toHaveBeenCalledTimes(1);
    fireEvent.click(within(result).getByRole('button', { name: '返回首页' }));
    expect(secondary).toHaveBeenCalledTimes(1);
  });

  it('says 支付处理中 until the payment is confirmed', () => {
    const { result } = renderResult(false);
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('支付处理中');
  });
});
