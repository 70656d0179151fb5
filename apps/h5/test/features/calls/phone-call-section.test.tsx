import type { CallOverview } from '@lawbridge/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client';
import {
  PhoneCallSection,
  type PhoneCallOrder,
} from '../../../src/features/calls/components/phone-call-section';
import { dial } from '../../../src/features/calls/dial';
import { useSession } from '../../../src/lib/session/session-store';
import { customerUser } from '../../fixtures/users';
import { mockApi, type Answer } from '../../support/mock-api';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
vi.mock('../../../src/features/calls/dial', () => ({ dial: vi.fn() }));

const PAGE = { timeout: 10_000 };
const ORDER_NO = 'S2026031012345678';
// 2026-03-10 14:30 in Shanghai.
const EXPIRES_AT = Date.UTC(2026, 2, 10, 6, 30);
const BINDING = { middle_number: '17012345678', expires_at: EXPIRES_AT, simulated: true };
let overview: () => Answer;
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  vi.mocked(dial).mockClear();
  useSession.setState({ token: 't', type: 'customer', user: customerUser, lawyer: null });
  overview = () => ({ data: { callable: true, binding: null, records: [] } satisfies CallOverview });
  api = mockApi({
    '/api/v1/call': () => overview(),
    '/api/v1/call/bind': () => ({ data: BINDING }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const accepted: PhoneCallOrder = {
  order_no: ORDER_NO,
  service_name: '电话咨询',
  state: 'pending',
  accepted_at: Date.UTC(2026, 2, 10, 5),
};

const show = (order: PhoneCallOrder) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PhoneCallSection order={order} />
    </QueryClientProvider>,
  );

describe('电话咨询 on the order page', () => {
  it('dials the privacy number it asks for, and shows it as simulated with its validity', async () => {
    show(accepted);
    const section = await screen.findByRole('region', { name: '电话咨询' }, PAGE);
    expect(await within(section).findByText('暂无通话记录', {}, PAGE)).toBeTruthy();
    expect(api.calls('/api/v1/call')[0]?.url.search).toBe(`?order_no=${ORDER_NO}`);
    fireEvent.click(within(section).getByRole('button', { name: '拨打电话' }));
    await waitFor(() => expect(dial).toHaveBeenCalledWith('17012345678'));
    expect(JSON.parse(String(api.calls('/api/v1/call/bind')[0]?.init?.body))).toEqual({ order_no: ORDER_NO });
    expect(within(section).getByRole('link', { name: '170 1234 5678' }).getAttribute('href')).toBe(
      'tel:17012345678',
    );
    expect(within(section).getByText('模拟号码')).toBeTruthy();
    expect(within(section).getByText(/有效至 14:30/)).toBeTruthy();
  });

  it('lists the calls, and offers no call once the order has ended', async () => {
    overview = () => ({
      data: {
        callable: false,
        binding: null,
        records: [
          {
            caller: 'lawyer',
            called_at: Date.UTC(2026, 2, 10, 5, 40),
            started_at: Date.UTC(2026, 2, 10, 5, 40, 8),
            duration_seconds: 605,
          },
          {
            caller: 'customer',
            called_at: Date.UTC(2026, 2, 10, 5, 30),
            started_at: null,
            duration_seconds: 0,
          },
        ],
      } satisfies CallOverview,
    });
    show({ ...accepted, state: 'finish' });
    const section = await screen.findByRole('region', { name: '电话咨询' }, PAGE);
    expect(await within(section).findByText('律师呼叫 · 2026-03-10 13:40', {}, PAGE)).toBeTruthy();
    expect(within(section).getByText('通话 10分05秒')).toBeTruthy();
    expect(within(section).getByText('用户呼叫 · 2026-03-10 13:30')).toBeTruthy();
    expect(within(section).getByText('未接通')).toBeTruthy();
    expect(within(section).getByText('服务已结束，隐私号已失效。')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: '拨打电话' })).toBeNull();
  });

  it('says when the call information could not be loaded, and loads it again', async () => {
    overview = () => ({ code: 7, msg: '服务器繁忙' });
    show(accepted);
    const section = await screen.findByRole('region', { name: '电话咨询' }, PAGE);
    fireEvent.click(await within(section).findByRole('button', { name: '重新加载' }, PAGE));
    await waitFor(() => expect(api.calls('/api/v1/call').length).toBeGreaterThan(1));
  });

  it('shows nothing for other services or before the lawyer accepted', () => {
    show({ ...accepted, service_name: '图文咨询' });
    show({ ...accepted, state: 'waiting', accepted_at: null });
    expect(screen.queryByRole('region', { name: '电话咨询' })).toBeNull();
    expect(api.calls('/api/v1/call')).toEqual([]);
  });
});
