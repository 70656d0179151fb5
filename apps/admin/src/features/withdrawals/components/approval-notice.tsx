import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { Alert } from 'antd';
import { canApprove } from '../withdrawal-actions';

/**
 * The two-person rule of a withdrawal above the threshold, while it waits for approval: that two operators
 * must approve, who gave the first approval, and (when the viewer gave it) that another operator gives the second.
 */
export function ApprovalNotice({ withdrawal }: { withdrawal: AdminWithdrawalDetail }) {
  if (withdrawal.state !== 'requested' || !withdrawal.needs_second_approval) return null;
  const first = withdrawal.first_approved_by;
  if (first === null) {
    return (
      <Alert
        type="info"
        showIcon
        title="金额超过双人复核金额：需两位运营先后审核通过"
        description="您的审核通过将作为初审，之后须由另一位运营复核通过才会打款。"
      />
    );
  }
  return canApprove(withdrawal) ? (
    <Alert
      type="warning"
      showIcon
      title={`${first} 已初审通过，待复核`}
      description="您的审核通过将作为复核，通过后即提交打款。"
    />
  ) : (
    <Alert
      type="warning"
      showIcon
      title={`${first} 已初审通过，待另一位运营复核`}
      description="初审与复核不能由同一位运营完成，请交由另一位运营复核。"
    />
  );
}
