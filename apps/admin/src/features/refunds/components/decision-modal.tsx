import {
  AfterSaleDecisionDialog,
  REFUND_WORDING,
} from '../../orders-shared/components/after-sale-decision-dialog';
import { DialogTranscript } from '../../orders-shared/components/dialog-transcript';
import { RefundFacts } from '../../orders-shared/components/refund-facts';
import { useServiceOrder } from '../../service-orders/api/get-service-order';
import type { RefundUnderReview } from '../../orders-shared/components/refund-facts';
import { useDecideRefund } from '../api/decide-refund';

/** What the dialog needs to know of a service order's request and its order. */
export interface RefundToDecide extends RefundUnderReview {
  service_name: string;
}

const CONSEQUENCES = {
  refund_full: '订单将取消，律师不获得收入。',
  refund_partial: '退还部分后订单完成，余额扣除佣金后结算给律师。',
  reject: '订单继续服务，用户可再申请一次。',
};

/** 处理退款 on a service order: 全额退款 (cancelled), 部分退款 in 元 (finished), or 不予退款. */
export function DecisionModal({ refund, onClose }: { refund: RefundToDecide; onClose: () => void }) {
  const decide = useDecideRefund();
  const order = useServiceOrder(refund.order_no);
  return (
    <AfterSaleDecisionDialog
      id={refund.id}
      orderNo={refund.order_no}
      refundable={refund.refundable}
      wording={REFUND_WORDING}
      facts={
        <>
          <RefundFacts refund={refund} subject={{ label: '服务', value: refund.service_name }} />
          <DialogTranscript order={order} />
        </>
      }
      consequences={CONSEQUENCES}
      decide={decide}
      onClose={onClose}
    />
  );
}
