import { formatFen, type AppointmentDetail } from '@lawbridge/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { formatAppointmentTime } from '../appointment-time';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { OrderStatusHeader } from '../../orders/components/order-status-header';
import { OrderTimeline, REFUND_EVENTS } from '../../orders/components/order-timeline';
import styles from './appointment-sections.module.css';

/**
 * Timeline notes worth showing: whom the platform assigned, the platform's and the lawyer's reasons, the
 * refund requests' events (the customer's reasons, the lawyer's answers, the decisions).
 */
const NOTED: ReadonlySet<string> = new Set([
  'assign',
  'platform_reject',
  'decline',
  'decline_time',
  'cancel',
  ...REFUND_EVENTS,
]);

const ENDED: ReadonlySet<AppointmentDetail['state']> = new Set(['closed', 'cancelled', 'reject']);

/** The state in large type, the amount, and what happens next (and when). */
export function AppointmentStatusHeader({
  appointment,
  next,
}: {
  appointment: AppointmentDetail;
  next: string;
}) {
  return (
    <OrderStatusHeader
      label="预约状态"
      stateLabel={appointment.state_label}
      price={appointment.price}
      next={next}
      ended={ENDED.has(appointment.state)}
    />
  );
}

/** A phone number to call with one tap. */
export function PhoneLink({ phone, label }: { phone: string; label: string }) {
  return (
    <a className={styles.phone} href={`tel:${phone}`} aria-label={`${label} ${phone}`}>
      {phone}
    </a>
  );
}

/** 预约信息: when, where, what about, and how to reach the customer (`contact` decides the phone's form). */
export function AppointmentFacts({
  appointment,
  contact,
}: {
  appointment: AppointmentDetail;
  contact: ReactNode;
}) {
  return (
    <OrderSection title="预约信息">
      <OrderFields>
        <OrderField label="预约时间">{formatAppointmentTime(appointment.appointment_at)}</OrderField>
        {appointment.proposed_at !== null ? (
          <OrderField label="律师建议时间">
            <strong className={styles.proposed}>{formatAppointmentTime(appointment.proposed_at)}</strong>
          </OrderField>
        ) : null}
        <OrderField label="所在城市">
          {appointment.area_name}
          {appointment.lawyer_other_city ? (
            <span className={styles.warning} role="note">
              （律师执业地不在该城市，面谈可能需跨城出行）
            </span>
          ) : null}
        </OrderField>
        <OrderField label="咨询类型">{appointment.legal_type_name}</OrderField>
        <OrderField label="见面地点">{appointment.place_note ?? '未填写，律师接单后与您约定'}</OrderField>
        <OrderField label="联系人">{appointment.customer.name}</OrderField>
        <OrderField label="联系电话">{contact}</OrderField>
      </OrderFields>
    </OrderSection>
  );
}

export function AppointmentDescription({ appointment }: { appointment: AppointmentDetail }) {
  return (
    <OrderSection title="问题描述">
      <p className={styles.text}>{appointment.description}</p>
    </OrderSection>
  );
}

export function AppointmentTimeline({ appointment }: { appointment: AppointmentDetail }) {
  return (
    <OrderSection title="预约进度">
      <OrderTimeline events={appointment.events} noted={NOTED} />
    </OrderSection>
  );
}

/** Number, amounts and the moments the appointment passed so far. */
export function AppointmentOrderInfo({ appointment }: { appointment: AppointmentDetail }) {
  const moments: Array<[string, number | null]> = [
    ['下单时间', appointment.created_at],
    ['支付时间', appointment.paid_at],
    ['接单时间', appointment.accepted_at],
    ['完成时间', appointment.finished_at],
  ];
  return (
    <OrderSection title="订单信息">
      <OrderFields>
        <OrderField label="订单号">{appointment.order_no}</OrderField>
        <OrderField label="预约费">¥{formatFen(appointment.price)}</OrderField>
        {appointment.paid_amount > 0 ? (
          <OrderField label="实付金额">¥{formatFen(appointment.paid_amount)}</OrderField>
        ) : null}
        {appointment.refunded_amount > 0 ? (
          <OrderField label="已退金额">¥{formatFen(appointment.refunded_amount)}</OrderField>
        ) : null}
        {moments.map(([label, at]) =>
          at === null ? null : (
            <OrderField key={label} label={label}>
              {formatDateTime(at)}
            </OrderField>
          ),
        )}
      </OrderFields>
    </OrderSection>
  );
}

/** 拒绝原因 of an appointment the platform could not arrange. */
export function RejectReason({ appointment }: { appointment: AppointmentDetail }) {
  if (appointment.state !== 'reject') return null;
  return (
    <OrderSection title="平台说明">
      <p className={styles.text}>{appointment.reject_reason ?? '平台未能为本次预约安排律师'}</p>
    </OrderSection>
  );
}
