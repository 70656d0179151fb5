import { awaitsPayment, SERVICE_ORDER_LIFECYCLE, type ServiceOrderDetail } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { PayCountdown } from '../../../components/pay-countdown';
import { paymentDeadline, useLiveOrder } from '../../../lib/realtime/use-live-order';
import { showToast } from '../../../lib/toast';
import { withQuery } from '../../../lib/url';
import { usePayOrder } from '../../payment/use-pay-order';
import { PhoneCallSection } from '../../calls/components/phone-call-section';
import { OrderReview } from '../../reviews/components/order-review';
import { useActOnServiceOrder } from '../api/act-on-service-order';
import { useServiceOrder } from '../api/get-service-order';
import { serviceOrderKeys } from '../api/service-order-keys';
import { OrderActionBar, type OrderAction } from '../../orders/components/order-action-bar';
import {
  DeliverySection,
  DescriptionSection,
  OrderInfoSection,
  ServiceOrderStatusHeader,
  TimelineSection,
} from '../components/order-detail-sections';
import { OrderAppealEntry } from '../../orders/components/order-appeal-entry';
import { OrderLawyerCard } from '../../orders/components/order-lawyer-card';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { RefundProgress } from '../components/refund-progress';
import { RefundSheet } from '../components/refund-sheet';
import { takeHandoff } from '../order-handoff';
import { orderNoOf } from '../../orders/order-query';
import { transitionLabel } from '../order-text';
import styles from './service-detail-page.module.css';

/** 律师服务详情 for the customer (query: order_no): state, lawyer, matter, timeline and the actions open now. */
export default function ServiceDetailPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const order = useServiceOrder(orderNo);
  if (!orderNo || (order.isError && order.data === undefined)) return <OrderNotFound side="customer" />;
  return <AsyncView query={order}>{(detail) => <CustomerOrder order={detail} />}</AsyncView>;
}

const PAY_TIMED_OUT = '订单已超过15分钟未支付，已自动关闭，请重新下单';

const CONFIRMS: Record<string, string> = {
  close: '确定取消这个订单吗？',
  cancel: '取消后已付款项将原路退回，确定取消订单吗？',
  confirm: '确认律师已完成服务吗？确认后服务费将支付给律师。',
};

function CustomerOrder({ order }: { order: ServiceOrderDetail }) {
  const act = useActOnServiceOrder();
  const payment = usePayOrder('push');
  const [refunding, setRefunding] = useState(false);
  const orderNo = order.order_no;
  // The lifecycle table says when the order waits for a payment (its `pay` is the payment's, no person's).
  const payable = awaitsPayment(SERVICE_ORDER_LIFECYCLE, order.state);
  const deadline = paymentDeadline(SERVICE_ORDER_LIFECYCLE, order);
  const queryKey = serviceOrderKeys.detail(orderNo);
  useLiveOrder({ orderNo, queryKey, deadline });
  const queryClient = useQueryClient();

  /** 去支付 past the 15 minutes says why it cannot pay, and asks for the order (the timer closes it). */
  function pay() {
    if (deadline !== null && Date.now() >= deadline) {
      showToast(PAY_TIMED_OUT);
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    payment.pay(orderNo);
  }

  // Just placed on 确认订单 (order-handoff.ts): pay it from here, so back from paying returns here.
  useEffect(() => {
    if (takeHandoff(orderNo) && payable) payment.pay(orderNo);
    // Once, when the order first shows; `payment` is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo]);

  async function confirmThen(action: 'close' | 'cancel' | 'confirm') {
    const sure = await Dialog.confirm({
      content: CONFIRMS[action],
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    const done = action === 'confirm' ? '已确认完成' : '订单已取消';
    act.mutate({ order_no: orderNo, action }, { onSuccess: () => showToast(done) });
  }

  const actions: OrderAction[] = [];
  for (const name of order.actions) {
    if (name === 'close' || name === 'cancel' || name === 'confirm') {
      actions.push({
        key: name,
        label: transitionLabel(name),
        primary: name === 'confirm',
        onClick: () => void confirmThen(name),
      });
    } else if (name === 'request_refund') {
      actions.push({ key: name, label: transitionLabel(name), onClick: () => setRefunding(true) });
    }
  }
  if (payable) {
    actions.push({ key: 'pay', label: '去支付', primary: true, onClick: pay });
  }

  return (
    <div>
      <ServiceOrderStatusHeader order={order} viewer="customer" />
      {payable && deadline !== null ? <PayCountdown deadline={deadline} /> : null}
      <OrderLawyerCard
        name={order.lawyer.name}
        avatar={order.lawyer.avatar}
        detail={order.service_name}
        action={
          <Link
            className={styles.contact}
            to={withQuery(PATHS.customerChat, { lawyer_uuid: order.lawyer.uuid })}
          >
            联系律师
          </Link>
        }
      />
      <OrderReview
        orderNo={orderNo}
        finished={order.state === 'finish' && order.delivered_at !== null}
        subject={`${order.lawyer.name} 律师 · ${order.service_name}`}
      />
      <OrderAppealEntry kind="service" orderNo={orderNo} finished={order.state === 'finish'} />
      <PhoneCallSection order={order} />
      <RefundProgress order={order} viewer="customer" />
      <DeliverySection order={order} />
      <DescriptionSection order={order} />
      <TimelineSection order={order} />
      <OrderInfoSection order={order} />
      <OrderActionBar actions={actions} busy={act.isPending || payment.isPending} />
      <RefundSheet
        visible={refunding}
        submitting={act.isPending}
        onClose={() => setRefunding(false)}
        onSubmit={({ reason, text, images, files }) =>
          act.mutate(
            { order_no: orderNo, action: 'request_refund', reason, text, images, files },
            {
              onSuccess: () => {
                setRefunding(false);
                showToast('退款申请已提交');
              },
            },
          )
        }
      />
    </div>
  );
}
