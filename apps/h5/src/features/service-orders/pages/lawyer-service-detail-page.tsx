import type { ServiceOrderDetail } from '@lawbridge/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import type { PageProps } from '../../../app/page-types';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { useLiveOrder } from '../../../lib/realtime/use-live-order';
import { withQuery } from '../../../lib/url';
import { showToast } from '../../../lib/toast';
import { PhoneCallSection } from '../../calls/components/phone-call-section';
import { useActOnServiceOrder } from '../api/act-on-service-order';
import { useServiceOrder } from '../api/get-service-order';
import { serviceOrderKeys } from '../api/service-order-keys';
import { OrderActionBar, type OrderAction } from '../../orders/components/order-action-bar';
import { DeliverSheet } from '../components/deliver-sheet';
import {
  DeliverySection,
  DescriptionSection,
  OrderInfoSection,
  ServiceOrderStatusHeader,
  TimelineSection,
} from '../components/order-detail-sections';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { RefundProgress } from '../components/refund-progress';
import { TextSheet } from '../../orders/components/text-sheet';
import { orderNoOf } from '../../orders/order-query';
import { transitionLabel } from '../order-text';
import styles from './service-detail-page.module.css';

/** 律师服务详情 for the lawyer (query: order_no): the customer's matter and 接单 / 拒绝接单 / 标记已交付. */
export default function LawyerServiceDetailPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const order = useServiceOrder(orderNo);
  if (!orderNo || (order.isError && order.data === undefined)) return <OrderNotFound side="lawyer" />;
  return <AsyncView query={order}>{(detail) => <LawyerOrder order={detail} />}</AsyncView>;
}

type Sheet = 'reject' | 'deliver' | null;

function LawyerOrder({ order }: { order: ServiceOrderDetail }) {
  const act = useActOnServiceOrder();
  const [sheet, setSheet] = useState<Sheet>(null);
  const orderNo = order.order_no;
  useLiveOrder({ orderNo, queryKey: serviceOrderKeys.detail(orderNo), deadline: null });
  const done = (message: string) => () => {
    setSheet(null);
    showToast(message);
  };

  async function accept() {
    const sure = await Dialog.confirm({
      content: '接单后请及时为用户提供服务，确定接单吗？',
      confirmText: '接单',
      cancelText: '再想想',
    });
    if (sure) act.mutate({ order_no: orderNo, action: 'accept' }, { onSuccess: done('已接单') });
  }

  const actions: OrderAction[] = [];
  for (const name of order.actions) {
    if (name === 'reject') {
      actions.push({ key: name, label: transitionLabel(name), onClick: () => setSheet('reject') });
    } else if (name === 'accept') {
      actions.push({ key: name, label: transitionLabel(name), primary: true, onClick: () => void accept() });
    } else if (name === 'deliver') {
      actions.push({
        key: name,
        label: transitionLabel(name),
        primary: true,
        onClick: () => setSheet('deliver'),
      });
    }
  }

  return (
    <div>
      <ServiceOrderStatusHeader order={order} viewer="lawyer" />
      <OrderSection title="用户">
        <OrderFields>
          <OrderField label="用户昵称">{order.customer.nickname}</OrderField>
          <OrderField label="服务项目">{order.service_name}</OrderField>
        </OrderFields>
        {order.conversation_id === null ? null : (
          // From 接单 on, the lawyer may write first: the conversation with this order as its context card.
          <Link
            className={`${styles.contact} ${styles.contactRow}`}
            to={withQuery(PATHS.lawyerChat, { conversation_id: order.conversation_id })}
          >
            联系用户
          </Link>
        )}
      </OrderSection>
      <DescriptionSection order={order} />
      <PhoneCallSection order={order} />
      <RefundProgress order={order} viewer="lawyer" />
      <DeliverySection order={order} />
      <TimelineSection order={order} />
      <OrderInfoSection order={order} />
      <OrderActionBar actions={actions} busy={act.isPending} />
      <TextSheet
        visible={sheet === 'reject'}
        title="拒绝接单"
        textLabel="拒绝原因"
        placeholder="请填写拒绝原因（2–200字），用户将看到这个原因，已付款项全额退回"
        min={2}
        max={200}
        submitText="确认拒绝"
        submitting={act.isPending}
        onClose={() => setSheet(null)}
        onSubmit={(reason) =>
          act.mutate({ order_no: orderNo, action: 'reject', reason }, { onSuccess: done('已拒绝接单') })
        }
      />
      <DeliverSheet
        visible={sheet === 'deliver'}
        submitting={act.isPending}
        onClose={() => setSheet(null)}
        onSubmit={({ note, attachments, files }) =>
          act.mutate(
            { order_no: orderNo, action: 'deliver', note, attachments, files },
            { onSuccess: done('已标记交付') },
          )
        }
      />
    </div>
  );
}
