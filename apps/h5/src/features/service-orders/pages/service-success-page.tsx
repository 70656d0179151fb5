import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { withQuery } from '../../../lib/url';
import { useServiceOrder } from '../api/get-service-order';
import { OrderNotFound } from '../components/order-not-found';
import { orderNoOf } from '../order-query';
import styles from './service-success-page.module.css';

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
    <section className={styles.success} aria-label="支付结果">
      <CheckCircleFill className={styles.icon} aria-hidden="true" />
      <h2 className={styles.title}>{paid ? '支付成功' : '支付处理中'}</h2>
      <p className={styles.amount}>¥{formatFen(paid ? order.paid_amount : order.price)}</p>
      <p className={styles.text}>
        {order.service_name} · {order.lawyer.name} 律师
        <br />
        {paid ? '律师将在24小时内接单，超时未接单自动全额退款' : '支付结果确认中，请稍后在订单中查看'}
      </p>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => redirectTo(withQuery(PATHS.serviceDetail, { order_no: order.order_no }))}
        >
          查看订单
        </Button>
        <Button shape="rounded" onClick={() => switchTab(PATHS.home)}>
          返回首页
        </Button>
      </div>
    </section>
  );
}
