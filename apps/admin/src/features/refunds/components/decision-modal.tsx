import { useDecideRefund } from '../api/decide-refund';
import { RefundDecisionDialog } from '../../orders-shared/components/refund-decision-dialog';
import type { RefundUnderReview } from '../../orders-shared/components/refund-decision-dialog';

/** What the dialog needs to know of a service order's request and its order. */
export interface RefundToDecide extends RefundUnderReview {
  service_name: string;
}

const CONSEQUENCES = {
  full: '订单将取消，律师不获得收入。',
  partial: '退还部分后订单完成，余额扣除佣金后结算给律师。',
  refuse: '用户会看到这条原因，并可再申请一次。',
};

/** 处理退款 on a service order: 全额退款 (cancelled), 部分退款 in 元 (finished), or 不予退款 with a reason. */
export function DecisionModal({ refund, onClose }: { refund: RefundToDecide; onClose: () => void }) {
  const decide = useDecideRefund();
  return (
    <RefundDecisionDialog
      refund={refund}
      subject={{ label: '服务', value: refund.service_name }}
      consequences={CONSEQUENCES}
      decide={decide}
      onClose={onClose}
    />
  );
}
