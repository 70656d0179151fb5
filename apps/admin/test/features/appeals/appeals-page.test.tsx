import type { AdminAppealDetail } from '@lawbridge/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy routes resolve at once on a busy machine.
import '../../../src/features/appeals/pages/appeals-page';
import '../../../src/features/strikes/pages/strikes-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { buttonWithText, countButtonsWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { currentPath, renderApp } from '../../render-app';
import { expectOnePost, giveReasonAndConfirm } from '../orders-shared/decision-steps';
import { APPEAL_ID, detail, item, ORDER_NO, pausedLawyer } from './appeal-fixtures';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });

/** Answers the queue, the appeal (`shown()`), the strikes and POSTs. */
function stubAppealsApi(shown: () => AdminAppealDetail = () => detail) {
  const queries: URLSearchParams[] = [];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') return ok(null);
    if (path.endsWith(`/admin/appeals/${APPEAL_ID}`)) return ok(shown());
    if (path.endsWith('/admin/lawyer-strikes')) {
      queries.push(query);
      return ok({ list: [pausedLawyer], total: 1, page: 1, page_size: 20 });
    }
    queries.push(query);
    return ok({ list: [item], total: 1, page: 1, page_size: 20 });
  });
  return { queries, posts: () => postsOf(fetchMock) };
}

async function openDrawer(): Promise<HTMLElement> {
  renderApp(`/appeals/${APPEAL_ID}`);
  const drawer = (await screen.findByText(`申诉 · ${ORDER_NO}`)).closest('.ant-drawer') as HTMLElement;
  await within(drawer).findByText('聊天记录');
  return drawer;
}

describe('申诉管理', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists appeals with the type, customer, lawyer’s strikes and state, filtering through the address', async () => {
    const { queries } = stubAppealsApi();
    const router = renderApp('/appeals?state=waiting_operator');
    const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
    for (const text of [
      '服务订单 · 图文咨询',
      '服务质量差',
      '用户5678',
      '王建国',
      '违规2',
      '¥100.00',
      '平台处理中',
    ]) {
      expect([text, row.textContent?.includes(text)]).toEqual([text, true]);
    }
    expect(queries.at(-1)?.get('state')).toBe('waiting_operator');
    fireEvent.change(screen.getByPlaceholderText('律师姓名'), { target: { value: ' 王 ' } });
    fireEvent.click(buttonWithText('查询'));
    await waitFor(() =>
      expect(decodeURI(currentPath(router))).toBe('/appeals?state=waiting_operator&lawyer_name=王'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('lawyer_name')).toBe('王'));
  });

  it('shows both sides’ evidence and the transcript, and decides a partial refund with a reason', async () => {
    const { posts } = stubAppealsApi();
    const drawer = await openDrawer();
    expect(within(drawer).getByText('律师答复敷衍，没有解决问题')).toBeTruthy();
    expect(within(drawer).getByAltText('申诉图片1')).toBeTruthy();
    expect(within(drawer).getByText('提出异议')).toBeTruthy();
    expect(within(drawer).getByAltText('律师图片1')).toBeTruthy();
    const transcript = within(drawer).getByRole('list', { name: '聊天记录' });
    expect(transcript.textContent).toContain('请问工资能要回来吗？');
    expect(transcript.textContent).toContain('可以申请劳动仲裁。');
    expect(within(drawer).getByText('违规 2 次')).toBeTruthy();

    fireEvent.click(buttonWithText('裁定', drawer));
    const dialog = (await screen.findByText(`裁定申诉 · ${ORDER_NO}`)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('部分退款'));
    fireEvent.change(await within(dialog).findByPlaceholderText('最多 100.00'), {
      target: { value: '100.01' },
    });
    fireEvent.click(buttonWithText('确认裁定', dialog));
    expect(await within(dialog).findByText('退款金额不能超过可退金额 ¥100.00')).toBeTruthy();
    expect(await within(dialog).findByText('请选择裁定理由')).toBeTruthy();

    fireEvent.change(within(dialog).getByPlaceholderText('最多 100.00'), { target: { value: '50' } });
    await giveReasonAndConfirm(dialog, '裁定', '服务质量未达到约定标准', '答复过于简略，退还一半');
    await expectOnePost(posts, '/api/v1/admin/appeals-decide', {
      id: APPEAL_ID,
      decision: 'refund_partial',
      amount: 5000,
      reason_code: 'poor_quality',
      text: '答复过于简略，退还一半',
    });
  });

  it('rejects with a reason code and text, no amount', async () => {
    const { posts } = stubAppealsApi();
    const drawer = await openDrawer();
    fireEvent.click(buttonWithText('裁定', drawer));
    const dialog = (await screen.findByText(`裁定申诉 · ${ORDER_NO}`)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('驳回申诉'));
    expect(await within(dialog).findByText('申诉结束，律师收入不变。')).toBeTruthy();
    await giveReasonAndConfirm(dialog, '裁定', '律师已按约定提供服务', '聊天记录显示律师已答复');
    await expectOnePost(posts, '/api/v1/admin/appeals-decide', {
      id: APPEAL_ID,
      decision: 'reject',
      reason_code: 'performed',
      text: '聊天记录显示律师已答复',
    });
  });

  it('offers no decision once the platform decided, and shows the decision', async () => {
    stubAppealsApi(() => ({
      ...detail,
      state: 'refunded',
      state_label: '已退款',
      refund_amount: 5000,
      decision: {
        result: 'refund_partial',
        amount: 5000,
        reason_code: 'poor_quality',
        reason_label: '服务质量未达到约定标准',
        text: '答复过于简略，退还一半',
        decided_at: Date.UTC(2026, 10, 24, 2, 0),
      },
      decided_by: '运营小王',
    }));
    const drawer = await openDrawer();
    expect(within(drawer).getByText('服务质量未达到约定标准')).toBeTruthy();
    expect(within(drawer).getByText(/运营小王/)).toBeTruthy();
    expect(countButtonsWithText('裁定', drawer)).toBe(0);
  });
});

describe('律师违规', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists a paused lawyer with the strikes and lifts the pause with a note', async () => {
    const { posts, queries } = stubAppealsApi();
    renderApp('/lawyer-strikes?paused=1');
    const row = (await screen.findByText(ORDER_NO)).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('王建国');
    expect(row.textContent).toContain('3 / 3');
    expect(row.textContent).toContain('已暂停');
    expect(within(row).getByRole('link', { name: ORDER_NO }).getAttribute('href')).toBe(
      `/appeals/${APPEAL_ID}`,
    );
    expect(queries.at(-1)?.get('paused')).toBe('1');

    fireEvent.click(buttonWithText('解除暂停', row));
    const dialog = (await screen.findByText('解除暂停 · 王建国')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('解除说明'), { target: { value: '已复核，申诉系误判' } });
    fireEvent.click(buttonWithText('确认解除', dialog));
    await expectOnePost(posts, '/api/v1/admin/lawyer-strikes/lift', {
      lawyer_uuid: 'lawyer-0001',
      note: '已复核，申诉系误判',
    });
  });
});
