import { Channel, Gender } from '@lawbridge/contract';
import type { AdminUserDetail, ChannelValue, GenderValue } from '@lawbridge/contract';
import { Avatar, Descriptions, Flex, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { lawyerPath } from '../../../app/paths';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { BanTag } from './ban-tag';

function banText(ban: NonNullable<AdminUserDetail['ban']>): string {
  const since = formatShanghaiDateTime(ban.banned_at);
  return `${since} 起封禁：${ban.reason_label}${ban.note ? `（${ban.note}）` : ''}`;
}

function items(user: AdminUserDetail): DescriptionsProps['items'] {
  return [
    { label: '昵称', children: user.nickname },
    { label: '手机号', children: user.phone },
    { label: '性别', children: Gender.labelOf(user.gender as GenderValue) },
    { label: '来源渠道', children: Channel.labelOf(user.channel_type as ChannelValue) },
    {
      label: '身份',
      span: 2,
      children: user.lawyer ? (
        <span>
          用户、律师（<Link to={lawyerPath(user.lawyer.uuid)}>{user.lawyer.name}</Link>
          {user.lawyer.enabled === 1 ? '' : '，已停用'}）
        </span>
      ) : (
        '用户'
      ),
    },
    { label: '注册时间', children: formatShanghaiDateTime(user.created_at) },
    {
      label: '最近登录',
      children: user.last_login_at === null ? '—' : formatShanghaiDateTime(user.last_login_at),
    },
    {
      label: '账号状态',
      span: 2,
      children: (
        <Flex gap={8} align="center" wrap>
          <BanTag ban={user.ban} />
          {user.ban ? <Typography.Text>{banText(user.ban)}</Typography.Text> : null}
        </Flex>
      ),
    },
  ];
}

/** The user's profile, roles and ban. */
export function UserDetails({ user }: { user: AdminUserDetail }) {
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <Avatar size={48} src={user.avatar ?? undefined}>
          {user.nickname.slice(0, 1)}
        </Avatar>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {user.nickname}
        </Typography.Title>
      </Flex>
      <Descriptions bordered size="small" column={2} styles={{ label: { width: 110 } }} items={items(user)} />
    </Flex>
  );
}
