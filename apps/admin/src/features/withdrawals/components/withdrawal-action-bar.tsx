import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { Alert, App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { yuan } from '../../../lib/money';
import { useApproveWithdrawal, useCancelWithdrawal } from '../api/withdrawal-actions';
import { approveLabel, withdrawalButtons } from '../withdrawal-actions';
import { ApprovalNotice } from './approval-notice';
import { MarkWithdrawalModal } from './mark-withdrawal-modal';
import { RejectWithdrawalModal } from './reject-withdrawal-modal';

type Dialog = 'reject' | 'mark_paid' | 'mark_failed' | null;

/**
 * The drawer's footer: the two-person rule's state, the actions the server allows the viewer now, and the
 * server's refusal when one came (e.g. the operator who gave the first approval trying the second).
 */
export function WithdrawalActionBar({ withdrawal }: { withdrawal: AdminWithdrawalDetail }) {
  const { message } = App.useApp();
  const approve = useApproveWithdrawal();
  const cancel = useCancelWithdrawal();
  const [dialog, setDialog] = useState<Dialog>(null);
  const buttons = withdrawalButtons(withdrawal);
  const refusal = approve.error ?? cancel.error;
  const target = { withdrawal_no: withdrawal.withdrawal_no };
  const approveText = approveLabel(withdrawal);

  return (
    <Flex vertical gap={12}>
      <ApprovalNotice withdrawal={withdrawal} />
      {refusal && <Alert type="error" showIcon title={refusal.message} />}
      {buttons.length > 0 && (
        <Flex justify="flex-end" gap={8} wrap>
          {buttons.includes('cancel') && (
            <Popconfirm
              title="撤销这笔转账？"
              description="律师尚未确认收款的转账将被撤销，渠道确认撤销后金额退回律师的可提现余额。"
              okText="确认撤销"
              cancelText="再想想"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                cancel.mutate(target, { onSuccess: () => void message.success('已申请撤销转账') })
              }
            >
              <Button danger loading={cancel.isPending}>
                撤销转账
              </Button>
            </Popconfirm>
          )}
          {buttons.includes('reject') && (
            <Button danger onClick={() => setDialog('reject')}>
              驳回
            </Button>
          )}
          {buttons.includes('mark_failed') && (
            <Button danger onClick={() => setDialog('mark_failed')}>
              登记打款失败
            </Button>
          )}
          {buttons.includes('mark_paid') && (
            <Button type="primary" onClick={() => setDialog('mark_paid')}>
              登记已打款
            </Button>
          )}
          {buttons.includes('approve') && (
            <Popconfirm
              title={`${approveText}？`}
              description={`提现金额 ${yuan(withdrawal.amount)}，${withdrawal.method_label}`}
              okText={approveText}
              cancelText="再想想"
              onConfirm={() =>
                approve.mutate(target, { onSuccess: () => void message.success(`已${approveText}`) })
              }
            >
              <Button type="primary" loading={approve.isPending}>
                {approveText}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
      {dialog === 'reject' && (
        <RejectWithdrawalModal withdrawal={withdrawal} onClose={() => setDialog(null)} />
      )}
      {(dialog === 'mark_paid' || dialog === 'mark_failed') && (
        <MarkWithdrawalModal
          withdrawal={withdrawal}
          outcome={dialog === 'mark_paid' ? 'paid' : 'failed'}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
