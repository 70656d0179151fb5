import type { UserBanState } from '@lawbridge/contract';
import { Tag, Tooltip } from 'antd';

/** 正常, or 已封禁 with the reason on hover. */
export function BanTag({ ban }: { ban: UserBanState | null }) {
  if (ban === null) return <Tag color="success">正常</Tag>;
  return (
    <Tooltip title={ban.note ? `${ban.reason_label}：${ban.note}` : ban.reason_label}>
      <Tag color="error">已封禁</Tag>
    </Tooltip>
  );
}
