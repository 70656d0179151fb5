import {
  APPOINTMENT_LIFECYCLE,
  awaitsPayment,
  stateNamed,
  type AppointmentDetail,
} from '@lawbridge/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { paymentDeadline, useLiveOrder } from '../../../lib/realtime/use-live-order';
import { showToast } from '../../../lib/toast';
import { withQuery } from '../../../lib/url';
import { usePayOrder } from '../../payment/use-pay-order';
import { OrderReview } from '../../reviews/components/order-review';
import { OrderAppealEntry } from '../../orders/components/order-appeal-entry';
import { OrderActionBar, type OrderAction } from '../../orders/components/order-action-bar';
import { OrderLawyerCard } from '../../orders/components/order-lawyer-card';
import { OrderSection } from '../../orders/components/order-section';
import { orderNoOf } from '../../orders/order-query';
import { useActOnAppointment } from '../api/act-on-appointment';
import { appointmentKeys } from '../api/appointment-keys';
import { useAppointment } from '../api/get-appointment';
import { appointmentActionLabel, customerNextStep, unassignedLawyerText } from '../appointment-text';
import { OrderNotFound } from '../../orders/components/order-not-found';
import {
  AppointmentDescription,
  AppointmentFacts,
  AppointmentOrderInfo,
  AppointmentStatusHeader,
  AppointmentTimeline,
  PhoneLink,
  RejectReason,
} from '../components/appointment-sections';
import { RefundRequests } from '../../orders/components/refund-requests';
import { takePayOnArrival } from '../pay-handoff';
import styles from './appointment-detail-page.module.css';

/** 线下咨询预约详情 for the customer (query: order_no): state and what comes next, lawyer, facts, refunds. */
export default function AppointmentDetailPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const appointment = useAppointment(orderNo);
  if (!orderNo || (appointment.isError && appointment.data === undefined)) {
    return <OrderNotFound side="customer" kind="appointment" />;
  }
  return (
    <AsyncView query={appointment}>{(detail) => <CustomerAppointment appointment={detail} />}</AsyncView>
  );
}

/** Under the lawyer's name until their phone shows: where the appointment stands with them. */
const LAWYER_LINES: Partial<Record<AppointmentDetail['state'], string>> = {
  unpaid: '您选择的律师',
  waiting_platform: '您选择的律师，平台确认后将通知律师',
  waiting_lawyer: '等待律师确认，接单后可查看律师电话',
  time_proposed: '律师建议了新的时间，请确认',
};

function LawyerSection({ appointment }: { appointment: AppointmentDetail }) {
  const { lawyer } = appointment;
  if (!lawyer) {
    // An appointment that ended before a lawyer was assigned has nobody to show, nor to wait for.
    if (stateNamed(APPOINTMENT_LIFECYCLE, appointment.state).terminal) return null;
    return <p className={styles.pending}>{unassignedLawyerText(appointment.state)}</p>;
  }
  const line = appointment.lawyer_phone
    ? null
    : appointment.lawyer_chosen ||
        appointment.state === 'waiting_lawyer' ||
        appointment.state === 'time_proposed'
      ? LAWYER_LINES[appointment.state]
      : undefined;
  return (
    <>
      <OrderLawyerCard
        name={lawyer.name}
        avatar={lawyer.avatar}
        {...(line ? { detail: line } : {})}
        action={
          <Link className={styles.contact} to={withQuery(PATHS.customerChat, { lawyer_uuid: lawyer.uuid })}>
            联系律师
          </Link>
        }
      />
      {appointment.lawyer_phone ? (
        <p className={styles.phoneRow}>
          律师电话 <PhoneLink phone={appointment.lawyer_phone} label="拨打律师电话" />
        </p>
      ) : null}
      {appointment.lawyer_office_address ? (
        <p className={styles.phoneRow}>律所地址 {appointment.lawyer_office_address}</p>
      ) : null}
    </>
  );
}

const TIME_CONFIRMS = {
  accept_time: '接受律师建议的新时间吗？接受后预约改为新时间，律师接单。',
  decline_time: '不接受新时间吗？预约将按原时间由平台重新安排律师。',
} as const;

function CustomerAppointment({ appointment }: { appointment: AppointmentDetail }) {
  const act = useActOnAppointment();
  const payment = usePayOrder('push');
  const { navigateTo } = useAppNavigation();
  const orderNo = appointment.order_no;
  const deadline = paymentDeadline(APPOINTMENT_LIFECYCLE, appointment);
  useLiveOrder({ orderNo, queryKey: appointmentKeys.detail(orderNo), deadline });
  // The lifecycle table says when the appointment waits for a payment (its `pay` is the payment's).
  const payable = awaitsPayment(APPOINTMENT_LIFECYCLE, appointment.state);

  // Just created on the form (pay-handoff.ts): pay it from here, so back from paying returns here.
  useEffect(() => {
    if (takePayOnArrival(orderNo) && payable) payment.pay(orderNo);
    // Once, when the appointment first shows; `payment` is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo]);

  async function close() {
    const sure = await Dialog.confirm({
      content: '确定取消这个预约吗？',
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    // Awaited rather than through mutate's callbacks, which are dropped once the page was remounted.
    await act.mutateAsync({ order_no: orderNo, action: 'close' }).then(
      () => showToast('预约已取消'),
      () => undefined, // the refusal was shown as a toast
    );
  }

  /** 接受新时间 / 不接受新时间: the lawyer's proposal, answered after a confirmation. */
  async function answerTime(action: 'accept_time' | 'decline_time') {
    const sure = await Dialog.confirm({
      content: TIME_CONFIRMS[action],
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    await act.mutateAsync({ order_no: orderNo, action }).then(
      () => showToast(action === 'accept_time' ? '已接受新时间' : '已为您重新安排'),
      () => undefined, // the refusal was shown as a toast
    );
  }

  const refundAddress = withQuery(PATHS.appointmentRefund, { order_no: orderNo });
  const actions: OrderAction[] = [];
  for (const name of appointment.actions) {
    if (name === 'close') {
      actions.push({ key: name, label: appointmentActionLabel(name), onClick: () => void close() });
    } else if (name === 'accept_time' || name === 'decline_time') {
      actions.push({
        key: name,
        label: appointmentActionLabel(name),
        primary: name === 'accept_time',
        onClick: () => void answerTime(name),
      });
    } else if (name === 'cancel' || name === 'request_refund') {
      actions.push({
        key: name,
        label: appointmentActionLabel(name),
        onClick: () => navigateTo(refundAddress),
      });
    }
  }
  if (payable) {
    actions.push({ key: 'pay', label: '去支付', primary: true, onClick: () => payment.pay(orderNo) });
  }

  return (
    <div>
      <AppointmentStatusHeader appointment={appointment} next={customerNextStep(appointment, Date.now())} />
      <LawyerSection appointment={appointment} />
      {appointment.lawyer ? (
        <OrderReview
          orderNo={orderNo}
          finished={appointment.state === 'finished'}
          subject={`${appointment.lawyer.name} 律师 · ${APPOINTMENT_LIFECYCLE.title}`}
        />
      ) : null}
      <OrderAppealEntry kind="appointment" orderNo={orderNo} finished={appointment.state === 'finished'} />
      <RejectReason appointment={appointment} />
      {appointment.refund_requests.length > 0 ? (
        <OrderSection title="退款进度">
          <RefundRequests requests={appointment.refund_requests} />
          <Link className={styles.more} to={withQuery(PATHS.appointmentRefundResult, { order_no: orderNo })}>
            查看退款详情
          </Link>
        </OrderSection>
      ) : null}
      <AppointmentFacts appointment={appointment} contact={appointment.phone} />
      <AppointmentDescription appointment={appointment} />
      <AppointmentTimeline appointment={appointment} />
      <AppointmentOrderInfo appointment={appointment} />
      <OrderActionBar actions={actions} busy={act.isPending || payment.isPending} />
    </div>
  );
}
