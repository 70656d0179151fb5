import type { WithdrawalStateKey } from '@lawbridge/contract';
import { Tag } from 'antd';

const COLOURS: Record<WithdrawalStateKey, string> = {
  requested: 'gold',
  approved: 'processing',
  processing: 'processing',
  waiting_confirmation: 'cyan',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  rejected: 'default',
};

/** A withdrawal's state as the lifecycle table names it; 待复核 while a first approval awaits the second. */
export function WithdrawalStateTag({
  state,
  label,
  firstApprovedBy,
}: {
  state: WithdrawalStateKey;
  label: string;
  firstApprovedBy: string | null;
}) {
  return (
    <>
      <Tag color={COLOURS[state]}>{label}</Tag>
      {state === 'requested' && firstApprovedBy !== null && <Tag color="purple">待复核</Tag>}
    </>
  );
}
