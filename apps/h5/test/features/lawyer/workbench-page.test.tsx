import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { customerUser, lawyerUser } from '../../fixtures/users';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT, SAVE_WAIT } from '../../fixtures/open-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const PROFILE_ADDRESS = `/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`;
const NO_ORDERS = { list: [], total: 0, page: 1, page_size: 5 };
const ORDER_LISTS = {
  '/api/v1/lawyer/order/service?group=waiting&page=1&page_size=5': NO_ORDERS,
  '/api/v1/lawyer/order/service?group=serving&page=1&page_size=5': NO_ORDERS,
  '/api/v1/lawyer/order/service?group=refunding&page=1&page_size=5': NO_ORDERS,
  '/api/v1/lawyer/order/appointment?group=waiting&page=1&page_size=5': NO_ORDERS,
  '/api/v1/lawyer/order/appointment?group=upcoming&page=1&page_size=5': NO_ORDERS,
};

afterEach(() => vi.unstubAllGlobals());

describe('home by session side', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi({ [PROFILE_ADDRESS]: lawyerProfile, ...ORDER_LISTS }));

  it('shows the customer home to a lawyer who is on the customer side', async () => {
    useSession.setState({ token: 't', type: 'customer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/');
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByText('律桥律师工作台')).toBeNull();
  });

  it('shows the workbench on the lawyer side: own card, entries and the empty pending orders', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/');
    expect(await screen.findByText('律桥律师工作台', {}, PAGE_WAIT)).toBeTruthy();
    expect(await screen.findByText('王明')).toBeTruthy();
    expect(screen.getByText('北京明德律师事务所')).toBeTruthy();
    expect(await screen.findByText('暂无待处理订单')).toBeTruthy();
    const entries = screen.getByRole('navigation', { name: '工作台入口' });
    expect(
      [...entries.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['在线会话', '#/pages/lawyer/chat/index'],
      ['我的评价', '#/pages/lawyer/review/list'],
      ['钱包明细', '#/pages/lawyer/wallet/list'],
      ['编辑资料', '#/pages/lawyer/profile/user'],
      ['个人简介', '#/pages/lawyer/profile/editDescription'],
      ['我的文档', '#/pages/common/document/mine'],
      ['上传文档', '#/pages/common/document/upload'],
      ['设置', '#/pages/lawyer/setting/index'],
    ]);
  });

  it('switches back to the customer home when the session leaves the lawyer side', async () => {
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/');
    await screen.findByText('律桥律师工作台', {}, PAGE_WAIT);
    useSession.getState().setUser(customerUser);
    expect(await screen.findByText('按领域找律师', {}, PAGE_WAIT)).toBeTruthy();
  });
});

describe('接单中 switch', { timeout: 20_000 }, () => {
  it('saves the full profile with accepting off and shows the saved state', async () => {
    let stored = lawyerProfile;
    const api = mockApi({
      [PROFILE_ADDRESS]: () => stored,
      ...ORDER_LISTS,
      'POST /api/v1/lawyer': (body: unknown) => {
        stored = { ...stored, ...(body as object) };
        return null;
      },
    });
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/');
    fireEvent.click(await screen.findByRole('switch', { name: '接单中' }, PAGE_WAIT));

    await waitFor(() => expect(screen.getByText('暂停接单')).toBeTruthy(), SAVE_WAIT);
    expect(api.posted('/api/v1/lawyer')).toEqual([
      {
        uuid: lawyerUser.uuid,
        law_firm: lawyerProfile.law_firm,
        area_code: lawyerProfile.area_code,
        legal_type_ids: lawyerProfile.legal_type_ids,
        degree_id: lawyerProfile.degree_id,
        description: lawyerProfile.description,
        accepting: 0,
      },
    ]);
    expect(useSession.getState().lawyer?.accepting).toBe(0);
  });
});
