import type { AdminFirmChangeItem } from '@lawbridge/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// Loaded up front so the lazy route resolves at once on a busy machine.
import '../../../src/features/applications/pages/applications-page';
import { operatorToken } from '../../../src/lib/operator-token';
import { clickConfirmed, findButtonWithText } from '../../buttons';
import { ok, postsOf, stubApi } from '../../envelope-fetch';
import { renderApp } from '../../render-app';

const me = ok({ id: 1, username: 'ops', display_name: '运营小王' });
const CHANGE: AdminFirmChangeItem = {
  id: 5,
  previous_law_firm: '北京明德律师事务所',
  law_firm: '上海正义律师事务所',
  status: 0,
  reason: null,
  created_at: Date.UTC(2026, 2, 8, 6, 5),
  decided_at: null,
  lawyer_uuid: 'lawyer-uuid-0001',
  lawyer_name: '王明',
  lawyer_phone: '13900000001',
  licence_no: '11010200000000001',
};

/** A console API with one waiting change of firm that a decision takes out of the queue. */
function stubFirmChangeApi() {
  let waiting = [CHANGE];
  const fetchMock = stubApi((path, query, sent) => {
    if (path.endsWith('/admin/me')) return me;
    if (sent.method === 'POST') {
      waiting = [];
      return ok(null);
    }
    if (path.endsWith('/lawyer-firm-changes')) {
      expect(query.get('status')).toBe('0');
      return ok({ list: waiting, total: waiting.length, page: 1, page_size: 10 });
    }
    return ok({ list: [], total: 0, page: 1, page_size: 20 });
  });
  return () => postsOf(fetchMock);
}

const card = async () => (await screen.findByText('执业机构变更待审核')).closest('.ant-card') as HTMLElement;

describe('执业机构变更 in 律师认证审核 (issue 18)', () => {
  beforeEach(() => operatorToken.set('tok'));

  it('lists the waiting change with both firms and approves it after confirmation', async () => {
    const posts = stubFirmChangeApi();
    renderApp('/applications');
    const section = await card();
    expect(await screen.findByText('上海正义律师事务所')).toBeTruthy();
    expect(screen.getByText('北京明德律师事务所')).toBeTruthy();
    expect(screen.getByRole('link', { name: '王明' }).getAttribute('href')).toBe('/lawyers/lawyer-uuid-0001');

    await clickConfirmed(section, '通过', '确认通过');
    await waitFor(() =>
      expect(posts()).toEqual([{ path: '/api/v1/admin/lawyer-firm-changes/approve', body: { id: 5 } }]),
    );
    expect(await screen.findByText('暂无待审核的执业机构变更')).toBeTruthy();
  });

  it('rejects with a picked reason the lawyer will read', async () => {
    const posts = stubFirmChangeApi();
    renderApp('/applications');
    fireEvent.click(await findButtonWithText('驳回', await card()));
    const confirm = await findButtonWithText('确认驳回');
    fireEvent.click(await screen.findByLabelText('律所名称有误'));
    expect(await screen.findByText('律师将看到：律所名称有误')).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/api/v1/admin/lawyer-firm-changes/reject', body: { id: 5, reason: '律所名称有误' } },
      ]),
    );
  });
});
