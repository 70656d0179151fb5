import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import { DecideRefundButton } from '../../orders-shared/components/decide-refund-button';
import { offersRefundDecision } from '../../orders-shared/refund-hearing';
import { DecisionModal } from '../../refunds/components/decision-modal';
import { useServiceOrder } from '../api/get-service-order';
import { InterventionDialog, type InterventionAction } from './intervention-dialog';
import { ServiceOrderDetails } from './service-order-details';

const DRAWER_WIDTH = 860;

/**
 * One order over the list, open while `orderNo` is set; with an open refund request, 处理退款 decides it
 * here once the server offers the decision (the lawyer answered or let the answer time pass). A paid order
 * in progress without one offers the operator's intervention: 部分退款 and 取消订单并退款.
 */
export function ServiceOrderDrawer({
  orderNo,
  onClose,
}: {
  orderNo: string | undefined;
  onClose: () => void;
}) {
  const [shownNo, setShownNo] = useState(orderNo);
  if (orderNo !== undefined && orderNo !== shownNo) setShownNo(orderNo);
  const order = useServiceOrder(shownNo);
  const [deciding, setDeciding] = useState(false);
  const [intervening, setIntervening] = useState<InterventionAction | null>(null);
  const open = order.data?.refund_requests.find((request) => request.status === 0);
  const actions = order.data?.actions ?? [];

  return (
    <Drawer
      open={orderNo !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={order.data ? `服务订单 ${order.data.order_no}` : '服务订单'}
      footer={
        order.data && open ? (
          <Flex justify="flex-end">
            <DecideRefundButton
              heard={offersRefundDecision(order.data.actions)}
              answerDueAt={open.answer_due_at}
              onClick={() => setDeciding(true)}
            >
              处理退款
            </DecideRefundButton>
          </Flex>
        ) : actions.includes('operator_cancel') || actions.includes('operator_refund') ? (
          <Flex justify="flex-end" gap={8}>
            {actions.includes('operator_refund') && (
              <Button onClick={() => setIntervening('refund_partial')}>部分退款</Button>
            )}
            {actions.includes('operator_cancel') && (
              <Button danger onClick={() => setIntervening('cancel')}>
                取消订单并退款
              </Button>
            )}
          </Flex>
        ) : null
      }
    >
      {order.isError ? (
        <QueryErrorResult
          error={order.error}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
        />
      ) : order.data ? (
        <ServiceOrderDetails order={order.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 14 }} />
      )}
      {deciding && order.data && open && (
        <DecisionModal refund={{ ...order.data, ...open }} onClose={() => setDeciding(false)} />
      )}
      {intervening && order.data && (
        <InterventionDialog order={order.data} action={intervening} onClose={() => setIntervening(null)} />
      )}
    </Drawer>
  );
}
