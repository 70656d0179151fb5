import type { ServiceOrderDetail } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { PaymentResult } from '../../../components/payment-result';
import { withQuery } from '../../../lib/url';
import { useServiceOrder } from '../api/get-service-order';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { orderNoOf } from '../../orders/order-query';

/** 支付成功 (query: order_no): the amount paid, 查看订单 and 返回首页. */
export default function ServiceSuccessPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const order = useServiceOrder(orderNo);
  if (!orderNo || order.isError) return <OrderNotFound side="customer" />;
  return <AsyncView query={order}>{(detail) => <Success order={detail} />}</AsyncView>;
}

function Success({ order }: { order: ServiceOrderDetail }) {
  const { redirectTo, switchTab } = useAppNavigation();
  const paid = order.paid_amount > 0;
  return (
    <PaymentResult
      paid={paid}
      amount={paid ? order.paid_amount : order.price}
      summary={
        <>
          {order.service_name} · {order.lawyer.name} 律师
          <br />
          {paid ? '律师将在24小时内接单，超时未接单自动全额退款' : '支付结果确认中，请稍后在订单中查看'}
        </>
      }
      primaryAction={{
        label: '查看订单',
        onClick: () => redirectTo(withQuery(PATHS.serviceDetail, { order_no: order.order_no })),
      }}
      secondaryAction={{ label: '返回首页', onClick: () => switchTab(PATHS.home) }}
    />
  );
}
