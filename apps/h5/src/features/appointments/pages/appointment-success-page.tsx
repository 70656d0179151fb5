import type { AppointmentDetail } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { PaymentResult } from '../../../components/payment-result';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import { orderNoOf } from '../../orders/order-query';
import { useAppointment } from '../api/get-appointment';
import { OrderNotFound } from '../../orders/components/order-not-found';
import styles from './appointment-success-page.module.css';

/** 支付成功 (query: order_no): the amount paid, what happens next, 查看预约 and 预约记录. */
export default function AppointmentSuccessPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const appointment = useAppointment(orderNo);
  if (!orderNo || appointment.isError) return <OrderNotFound side="customer" kind="appointment" />;
  return <AsyncView query={appointment}>{(detail) => <Success appointment={detail} />}</AsyncView>;
}

function nextSteps(appointment: AppointmentDetail): string[] {
  return [
    appointment.lawyer_chosen && appointment.lawyer
      ? `平台确认您选择的 ${appointment.lawyer.name} 律师，并通知律师`
      : '平台根据您的城市和咨询类型为您安排律师',
    '律师确认接单后，您可在预约详情查看律师电话，律师也将电话联系您',
    `按约定时间 ${formatDateTime(appointment.appointment_at)} 与律师面谈`,
  ];
}

function Success({ appointment }: { appointment: AppointmentDetail }) {
  const { redirectTo } = useAppNavigation();
  const paid = appointment.paid_amount > 0;
  return (
    <PaymentResult
      paid={paid}
      amount={paid ? appointment.paid_amount : appointment.price}
      summary={
        <>
          线下咨询 · {appointment.legal_type_name}
          {paid ? null : (
            <>
              <br />
              支付结果确认中，请稍后在预约记录中查看
            </>
          )}
        </>
      }
      primaryAction={{
        label: '查看预约',
        onClick: () => redirectTo(withQuery(PATHS.appointmentDetail, { order_no: appointment.order_no })),
      }}
      secondaryAction={{ label: '预约记录', onClick: () => redirectTo(PATHS.appointmentList) }}
    >
      <div className={styles.steps}>
        <h3 className={styles.stepsTitle}>接下来</h3>
        <ol className={styles.stepList}>
          {nextSteps(appointment).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.note}>律师接单前可随时申请退款，费用全额原路退回。</p>
      </div>
    </PaymentResult>
  );
}
