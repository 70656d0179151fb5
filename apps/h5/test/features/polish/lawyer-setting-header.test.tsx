import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../src/lib/session/session-store';
import { lawyerProfile } from '../../fixtures/lawyer';
import { mockApi } from '../../fixtures/mock-api';
import { openApp, PAGE_WAIT } from '../../fixtures/open-app';
import { lawyerUser } from '../../fixtures/users';
import { currentHashAddress } from '../../support/render-app';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

describe('the lawyer’s 设置 starts with the lawyer’s card', { timeout: 20_000 }, () => {
  it('shows the lawyer’s avatar, name and masked phone, and opens 编辑资料', async () => {
    mockApi({
      [`/api/v1/lawyer/detail?uuid=${lawyerUser.uuid}`]: lawyerProfile,
      '/api/v1/chat/conversation?side=lawyer': [],
    });
    useSession.setState({ token: 't', type: 'lawyer', user: lawyerUser, lawyer: lawyerProfile });
    openApp('#/pages/lawyer/setting/index');
    const name = await screen.findByText('王明', {}, PAGE_WAIT);
    expect(screen.getByText('139****0001')).toBeTruthy();
    expect(screen.getByAltText('头像').getAttribute('src')).toBe(lawyerProfile.avatar);
    // The lawyer's own name, not the user nickname (王律师).
    expect(screen.queryByText('王律师')).toBeNull();
    fireEvent.click(name);
    expect(currentHashAddress()).toBe('/pages/lawyer/profile/user');
  });
});
