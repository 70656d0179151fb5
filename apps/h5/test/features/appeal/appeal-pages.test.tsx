import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { mockApi, pageOf } from '../../support/mock-api';
import { currentHashAddress } from '../../support/render-app';
import {
  appeal,
  APPEAL_ID,
  decidedHalf,
  offered,
  ORDER_NO,
  signInCustomer,
  signInLawyer,
} from './appeal-fixtures';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodiesOf = (api: ReturnType<typeof mockApi>, path: string) =>
  api.calls(path).map((call) => JSON.parse(String(call.init?.body)) as unknown);

async function confirmDialog() {
  const dialog = (await screen.findAllByRole('dialog', {}, PAGE_WAIT)).at(-1)!;
  await act(async () => fireEvent.click(within(dialog).getByText('确定')));
}

describe('申诉详情 for the customer', { timeout: 20_000 }, () => {
  it('shows the lawyer’s offer with its deadline, and accepting it posts accept_offer', async () => {
    signInCustomer();
    let current = offered();
    const api = mockApi({
      '/api/v1/appeal/detail': () => ({ data: current }),
      '/api/v1/appeal/action': () => {
        current = appeal({ state: 'refunded', state_label: '已退款', refund_amount: 3000, actions: [] });
        return { data: null };
      },
    });
    openApp(`#/pages/common/appeal/detail?id=${APPEAL_ID}`);
    const header = await screen.findByRole('banner', { name: '申诉状态' }, PAGE_WAIT);
    expect(within(header).getByText('律师提出退款，待确认')).toBeTruthy();
    expect(within(header).getByText(/律师同意退款 ¥30.00，请在 2026-11-25 14:00 前确认/)).toBeTruthy();
    const answer = screen.getByRole('region', { name: '律师答复' });
    expect(within(answer).getByText('同意退款')).toBeTruthy();
    expect(within(answer).getByText('退还部分费用')).toBeTruthy();
    const claim = screen.getByRole('region', { name: '申诉内容' });
    expect(within(claim).getByText(/聊天记录已随申诉提交/)).toBeTruthy();
    expect(within(claim).getByRole('img', { name: '申诉图片1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '接受退款' }));
    await confirmDialog();
    await waitFor(() =>
      expect(bodiesOf(api, '/api/v1/appeal/action')).toEqual([{ id: APPEAL_ID, action: 'accept_offer' }]),
    );
    expect(await screen.findByText('已退款 ¥30.00，将原路退回用户')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '接受退款' })).toBeNull();
  });

  it.each([
    ['不接受，转平台处理', 'decline_offer'],
    ['撤回申诉', 'withdraw'],
  ])('%s after a confirm posts %s', async (button, action) => {
    signInCustomer();
    const api = mockApi({
      '/api/v1/appeal/detail': () => ({ data: offered() }),
      '/api/v1/appeal/action': () => ({ data: null }),
    });
    openApp(`#/pages/common/appeal/detail?id=${APPEAL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: button }, PAGE_WAIT));
    await confirmDialog();
    await waitFor(() => expect(bodiesOf(api, '/api/v1/appeal/action')).toEqual([{ id: APPEAL_ID, action }]));
  });

  it('shows the platform’s partial decision with its reason code and text', async () => {
    signInCustomer();
    mockApi({ '/api/v1/appeal/detail': () => ({ data: decidedHalf() }) });
    openApp(`#/pages/common/appeal/detail?id=${APPEAL_ID}`);
    const decision = await screen.findByRole('region', { name: '平台裁定' }, PAGE_WAIT);
    expect(within(decision).getByText('部分退款')).toBeTruthy();
    expect(within(decision).getByText('¥50.00')).toBeTruthy();
    expect(within(decision).getByText('服务质量未达到约定标准')).toBeTruthy();
    expect(within(decision).getByText('答复过于简略，退还一半')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '律师答复' })).getByText('提出异议')).toBeTruthy();
  });

  it('says so for a missing appeal, with the way to 我的申诉', async () => {
    signInCustomer();
    mockApi({
      '/api/v1/appeal/detail': () => ({ code: 1, msg: '申诉不存在' }),
      '/api/v1/appeal': () => ({ data: pageOf([]) }),
    });
    openApp('#/pages/common/appeal/detail?id=99');
    fireEvent.click(await screen.findByRole('button', { name: '查看我的申诉' }, PAGE_WAIT));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/appeal/list'));
    expect(await screen.findByText('暂无申诉')).toBeTruthy();
  });
});

describe('申诉 (the customer’s appeal)', { timeout: 20_000 }, () => {
  const eligible = {
    order_title: '图文咨询',
    document_id: null,
    can_appeal: true,
    reason: null,
    deadline: Date.UTC(2026, 10, 29, 2, 0),
    open_appeal_id: null,
    appeal_ids: [],
  };

  it('posts the type, text and order, then shows the new appeal', async () => {
    signInCustomer();
    const api = mockApi({
      '/api/v1/appeal/eligibility': () => ({ data: eligible }),
      '/api/v1/appeal': () => ({ data: { id: APPEAL_ID } }),
      '/api/v1/appeal/detail': () => ({ data: appeal() }),
    });
    openApp(`#/pages/common/appeal/create?order_kind=service&order_no=${ORDER_NO}`);
    expect(await screen.findByText(/截止 2026-11-29 10:00/, undefined, PAGE_WAIT)).toBeTruthy();
    expect(screen.getByText('订单的聊天记录将自动附在申诉中，供平台处理时查看。')).toBeTruthy();
    fireEvent.click(screen.getByText('服务质量差'));
    fireEvent.change(screen.getByRole('textbox', { name: '申诉说明' }), {
      target: { value: '律师答复敷衍，没有解决问题' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await confirmDialog();
    await waitFor(() =>
      expect(bodiesOf(api, '/api/v1/appeal')).toEqual([
        {
          order_kind: 'service',
          order_no: ORDER_NO,
          type: '服务质量差',
          text: '律师答复敷衍，没有解决问题',
          images: [],
        },
      ]),
    );
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/common/appeal/detail?id=${APPEAL_ID}`));
  });

  it('says why an order cannot be appealed and links to its open appeal', async () => {
    signInCustomer();
    mockApi({
      '/api/v1/appeal/eligibility': () => ({
        data: {
          ...eligible,
          can_appeal: false,
          reason: '该订单已有处理中的申诉',
          open_appeal_id: 3,
          appeal_ids: [3],
        },
      }),
      '/api/v1/appeal/detail': () => ({ data: appeal({ id: 3 }) }),
    });
    openApp(`#/pages/common/appeal/create?order_kind=service&order_no=${ORDER_NO}`);
    expect(await screen.findByText('该订单已有处理中的申诉', undefined, PAGE_WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看申诉' }));
    await waitFor(() => expect(currentHashAddress()).toBe('/pages/common/appeal/detail?id=3'));
  });
});

describe('答复申诉 (the lawyer)', { timeout: 20_000 }, () => {
  it('shows the 48 h deadline and offers a partial refund in fen', async () => {
    signInLawyer();
    const api = mockApi({
      '/api/v1/lawyer/appeal/detail': () => ({ data: appeal({ actions: ['offer', 'contest'] }) }),
      '/api/v1/lawyer/appeal/answer': () => ({ data: null }),
    });
    openApp(`#/pages/lawyer/appeal/detail?id=${APPEAL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: '答复申诉' }, PAGE_WAIT));
    expect(
      await screen.findByText(/请在 2026-11-25 10:00 前答复（48小时内）/, undefined, PAGE_WAIT),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '退款金额（元）' }), { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答复' }));
    const { showToast } = await import('../../../src/lib/toast');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('退款金额不能超过可退金额 ¥100.00'));
    fireEvent.change(screen.getByRole('textbox', { name: '退款金额（元）' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答复' }));
    await confirmDialog();
    await waitFor(() =>
      expect(bodiesOf(api, '/api/v1/lawyer/appeal/answer')).toEqual([
        { id: APPEAL_ID, answer: 'offer', amount: 5000 },
      ]),
    );
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/lawyer/appeal/detail?id=${APPEAL_ID}`));
  });

  it('contests with text', async () => {
    signInLawyer();
    const api = mockApi({
      '/api/v1/lawyer/appeal/detail': () => ({ data: appeal({ actions: ['offer', 'contest'] }) }),
      '/api/v1/lawyer/appeal/answer': () => ({ data: null }),
    });
    openApp(`#/pages/lawyer/appeal/answer?id=${APPEAL_ID}`);
    fireEvent.click(await screen.findByText('提出异议', undefined, PAGE_WAIT));
    fireEvent.change(screen.getByRole('textbox', { name: '异议说明' }), {
      target: { value: '已按约定完成答复' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交答复' }));
    await confirmDialog();
    await waitFor(() =>
      expect(bodiesOf(api, '/api/v1/lawyer/appeal/answer')).toEqual([
        { id: APPEAL_ID, answer: 'contest', text: '已按约定完成答复', images: [] },
      ]),
    );
  });

  it('opens the answer from the lawyer’s detail while it waits for the lawyer', async () => {
    signInLawyer();
    mockApi({ '/api/v1/lawyer/appeal/detail': () => ({ data: appeal({ actions: ['offer', 'contest'] }) }) });
    openApp(`#/pages/lawyer/appeal/detail?id=${APPEAL_ID}`);
    const header = await screen.findByRole('banner', { name: '申诉状态' }, PAGE_WAIT);
    expect(within(header).getByText(/请在 2026-11-25 10:00 前答复/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '答复申诉' }));
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/lawyer/appeal/answer?id=${APPEAL_ID}`));
  });
});

describe('申诉列表', { timeout: 20_000 }, () => {
  it('lists the customer’s appeals with state and refund, each opening its appeal', async () => {
    signInCustomer();
    const api = mockApi({
      '/api/v1/appeal': () => ({ data: pageOf([decidedHalf()], 1, 10) }),
      '/api/v1/appeal/detail': () => ({ data: decidedHalf() }),
    });
    openApp('#/pages/common/appeal/list');
    const card = await screen.findByRole('button', { name: /图文咨询/ }, PAGE_WAIT);
    expect(card.textContent).toContain('已退款');
    expect(card.textContent).toContain('退款 ¥50.00');
    expect(card.textContent).toContain('服务质量差 · 王建国 律师');
    expect(api.calls('/api/v1/appeal')[0]?.url.search).toBe('?page=1&page_size=10');
    fireEvent.click(card);
    await waitFor(() => expect(currentHashAddress()).toBe(`/pages/common/appeal/detail?id=${APPEAL_ID}`));
  });

  it('lists the appeals against the lawyer with the customer’s name', async () => {
    signInLawyer();
    mockApi({ '/api/v1/lawyer/appeal': () => ({ data: pageOf([appeal()], 1, 10) }) });
    openApp('#/pages/lawyer/appeal/list');
    const card = await screen.findByRole('button', { name: /图文咨询/ }, PAGE_WAIT);
    expect(card.textContent).toContain('待律师答复');
    expect(card.textContent).toContain('服务质量差 · 用户5678');
    expect(card.textContent).not.toContain('退款');
  });
});
