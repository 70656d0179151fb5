import { formatFen } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { isFirstHistoryEntry } from '../../../lib/use-go-back';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { orderNoOf } from '../../orders/order-query';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import {
  loadPayableOrder,
  orderPageOf,
  payableOrderKey,
  successPageOf,
  type PayableOrder,
} from '../payable-orders';
import styles from './cashier-page.module.css';

/**
 * 模拟收银台 (query: order_no): the sandbox provider's cashier for a service order, an appointment or a
 * document order (the kind is read from the number); 确认支付 pays, 取消 returns to the order.
 * The cashier always opens over the order's detail page (from 去支付, or handed the order by 确认订单),
 * so 取消, like back, goes back to it; opened on its own, 取消 opens the order in its place.
 */
export default function CashierPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const order = useQuery({
    queryKey: payableOrderKey(orderNo),
    queryFn: ({ signal }) => loadPayableOrder(orderNo, signal),
    staleTime: 0,
    enabled: orderNo !== '',
  });
  if (!orderNo || order.isError) return <OrderNotFound side="customer" />;
  return <AsyncView query={order}>{(detail) => <Cashier order={detail} />}</AsyncView>;
}

function Cashier({ order }: { order: PayableOrder }) {
  const confirm = useConfirmSandboxPayment();
  const { redirectTo, navigateBack } = useAppNavigation();
  const detailAddress = orderPageOf(order.order_no);
  const backToOrder = () => (isFirstHistoryEntry() ? redirectTo(detailAddress) : navigateBack());

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
      onSuccess: () => redirectTo(successPageOf(order.order_no)),
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
        <OrderFields order={order} />
      </dl>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" loading={confirm.isPending} onClick={pay}>
          确认支付
        </Button>
        <Button block shape="rounded" size="large" onClick={backToOrder}>
          取消
        </Button>
      </div>
    </div>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** What is paid for: the service and its lawyer, the appointment and its lawyer, or the document. */
function OrderFields({ order }: { order: PayableOrder }) {
  if ('document' in order) return <Field label="文档名称" value={order.document.title} />;
  if ('service_name' in order) {
    return (
      <>
        <Field label="服务名称" value={order.service_name} />
        <Field label="服务律师" value={order.lawyer.name} />
      </>
    );
  }
  return (
    <>
      <Field label="预约项目" value={`线下咨询 · ${order.legal_type_name}`} />
      <Field label="预约律师" value={order.lawyer ? order.lawyer.name : '由平台分配'} />
    </>
  );
}
