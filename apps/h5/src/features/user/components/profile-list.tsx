import { maskPhone, type UserInfo } from '@lawbridge/contract';
import List from 'antd-mobile/es/components/list';
import { AvatarItem } from './avatar-item';
import { GenderItem } from './gender-item';
import { NicknameItem } from './nickname-item';

/** The editable rows of 个人信息; the phone number is shown masked and cannot be edited here. */
export function ProfileList({ user }: { user: UserInfo }) {
  return (
    <List mode="card">
      <AvatarItem avatar={user.avatar} />
      <NicknameItem nickname={user.nickname} />
      <GenderItem gender={user.gender} />
      <List.Item extra={maskPhone(user.phone)}>手机号</List.Item>
    </List>
  );
}
