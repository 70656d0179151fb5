import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { withQuery } from '../../../lib/url';
import { useServiceOrder } from '../../service-orders/api/get-service-order';
import { OrderNotFound } from '../../service-orders/components/order-not-found';
import { orderNoOf } from '../../service-orders/order-query';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import styles from './cashier-page.module.css';

/** 模拟收银台 (query: order_no): the sandbox provider's cashier; 确认支付 pays, 取消 returns to the order. */
export default function CashierPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const order = useServiceOrder(orderNo);
  if (!orderNo || order.isError) return <OrderNotFound side="customer" />;
  return <AsyncView query={order}>{(detail) => <Cashier order={detail} />}</AsyncView>;
}

function Cashier({ order }: { order: ServiceOrderDetail }) {
  const confirm = useConfirmSandboxPayment();
  const { redirectTo } = useAppNavigation();
  const detailAddress = withQuery(PATHS.serviceDetail, { order_no: order.order_no });

  if (order.state !== 'unpaid') {
    return (
      <EmptyState text={`该订单无需支付（${order.state_label}）`}>
        <Button size="small" color="primary" fill="outline" onClick={() => redirectTo(detailAddress)}>
          查看订单
        </Button>
      </EmptyState>
    );
  }

  const pay = () =>
    confirm.mutate(order.order_no, {
      onSuccess: () => redirectTo(withQuery(PATHS.serviceSuccess, { order_no: order.order_no })),
    });

  return (
    <div className={styles.cashier}>
      <p className={styles.notice}>测试环境的模拟收银台，不会产生真实扣款</p>
      <section className={styles.amountCard} aria-label="支付金额">
        <p className={styles.amountLabel}>支付金额</p>
        <p className={styles.amount}>¥{formatFen(order.price)}</p>
      </section>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>订单号</dt>
          <dd>{order.order_no}</dd>
        </div>
        <div className={styles.field}>
          <dt>服务名称</dt>
          <dd>{order.service_name}</dd>
        </div>
        <div className={styles.field}>
          <dt>服务律师</dt>
          <dd>{order.lawyer.name}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" loading={confirm.isPending} onClick={pay}>
          确认支付
        </Button>
        <Button block shape="rounded" size="large" onClick={() => redirectTo(detailAddress)}>
          取消
        </Button>
      </div>
    </div>
  );
}
