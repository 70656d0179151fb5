import type { UserInfo } from '@lawbridge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileList } from '../../src/features/user/components/profile-list';

const user: UserInfo = {
  uuid: 'u-1',
  phone: '13912345678',
  nickname: '张小明',
  avatar: '/api/v1/upload/image/abcdefghijkl',
  gender: 2,
  is_lawyer: 0,
  channel_type: '1',
};

describe('个人信息', () => {
  it('shows the phone number masked, and the nickname, gender and avatar', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileList user={user} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('139****5678')).toBeTruthy();
    expect(screen.queryByText('13912345678')).toBeNull();
    expect(screen.getByText('张小明')).toBeTruthy();
    expect(screen.getByText('女')).toBeTruthy();
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(user.avatar);
  });
});
