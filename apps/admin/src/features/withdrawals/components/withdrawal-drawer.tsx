import { Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useWithdrawal } from '../api/get-withdrawal';
import { WithdrawalActionBar } from './withdrawal-action-bar';
import { WithdrawalDetails } from './withdrawal-details';

const DRAWER_WIDTH = 860;

/** One withdrawal over the queue, open while `withdrawalNo` is set, with the operator's actions below it. */
export function WithdrawalDrawer({
  withdrawalNo,
  onClose,
}: {
  withdrawalNo: string | undefined;
  onClose: () => void;
}) {
  // The last opened withdrawal stays drawn while the drawer slides away.
  const [shownNo, setShownNo] = useState(withdrawalNo);
  if (withdrawalNo !== undefined && withdrawalNo !== shownNo) setShownNo(withdrawalNo);
  const withdrawal = useWithdrawal(shownNo);

  return (
    <Drawer
      open={withdrawalNo !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={withdrawal.data ? `提现 ${withdrawal.data.withdrawal_no}` : '提现'}
      footer={
        withdrawal.data ? (
          // A fresh bar per withdrawal: a refusal shown for one is not shown for the next.
          <WithdrawalActionBar key={withdrawal.data.withdrawal_no} withdrawal={withdrawal.data} />
        ) : null
      }
    >
      {withdrawal.isError ? (
        <QueryErrorResult
          error={withdrawal.error}
          retrying={withdrawal.isFetching}
          onRetry={() => void withdrawal.refetch()}
        />
      ) : withdrawal.data ? (
        <WithdrawalDetails withdrawal={withdrawal.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 14 }} />
      )}
    </Drawer>
  );
}
