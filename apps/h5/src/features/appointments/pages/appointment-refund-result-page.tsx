import { formatFen, type AppointmentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import { OrderSection } from '../../orders/components/order-section';
import { orderNoOf } from '../../orders/order-query';
import { useAppointment } from '../api/get-appointment';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { RefundRequests } from '../../orders/components/refund-requests';
import { refundDecisionText, refundProgressText } from '../../orders/refund-text';
import styles from './appointment-refund-result-page.module.css';

/** 申请退款 result (query: order_no): the review state of the latest request, the amount, the times. */
export default function AppointmentRefundResultPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const appointment = useAppointment(orderNo);
  if (!orderNo || (appointment.isError && appointment.data === undefined)) {
    return <OrderNotFound side="customer" kind="appointment" />;
  }
  return <AsyncView query={appointment}>{(detail) => <RefundResult appointment={detail} />}</AsyncView>;
}

type Outcome = {
  tone: 'waiting' | 'granted' | 'refused';
  title: string;
  text: string;
  amount: number | null;
};

function outcomeOf(appointment: AppointmentDetail): Outcome | null {
  const last = appointment.refund_requests.at(-1);
  if (!last) {
    if (appointment.refunded_amount === 0) return null;
    return {
      tone: 'granted',
      title: '已退款',
      text: '款项已原路退回，到账时间以支付渠道为准',
      amount: appointment.refunded_amount,
    };
  }
  const progress = refundProgressText(last);
  if (progress !== null) {
    return {
      tone: 'waiting',
      title: '退款处理中',
      text: `已于 ${formatDateTime(last.created_at)} 提交；${progress}，结果将通知您`,
      amount: null,
    };
  }
  if (last.status === 2) {
    return {
      tone: 'refused',
      title: '平台未同意退款',
      text: last.decision ? refundDecisionText(last.decision) : '预约继续有效，如有疑问请联系客服',
      amount: null,
    };
  }
  return {
    tone: 'granted',
    title: last.decision?.result === 'refund_partial' ? '部分退款成功' : '退款成功',
    text: `已于 ${formatDateTime(last.decided_at ?? last.created_at)} 退款，款项原路退回，到账时间以支付渠道为准`,
    amount: last.amount,
  };
}

const ICONS = {
  waiting: <ClockCircleFill aria-hidden="true" />,
  granted: <CheckCircleFill aria-hidden="true" />,
  refused: <CloseCircleFill aria-hidden="true" />,
};

function RefundResult({ appointment }: { appointment: AppointmentDetail }) {
  const { redirectTo } = useAppNavigation();
  const outcome = outcomeOf(appointment);
  const detailAddress = withQuery(PATHS.appointmentDetail, { order_no: appointment.order_no });
  const back = (
    <Button color="primary" fill="outline" shape="rounded" onClick={() => redirectTo(detailAddress)}>
      查看预约
    </Button>
  );
  if (!outcome) return <EmptyState text="该预约暂无退款申请">{back}</EmptyState>;
  return (
    <div className={styles.page}>
      <section className={styles.result} aria-label="退款结果">
        <span className={`${styles.icon} ${styles[outcome.tone]}`}>{ICONS[outcome.tone]}</span>
        <h2 className={styles.title}>{outcome.title}</h2>
        {outcome.amount !== null ? <p className={styles.amount}>¥{formatFen(outcome.amount)}</p> : null}
        <p className={styles.text}>{outcome.text}</p>
        <p className={styles.meta}>
          实付 ¥{formatFen(appointment.paid_amount)} · 已退 ¥{formatFen(appointment.refunded_amount)} ·
          预约状态：
          {appointment.state_label}
        </p>
      </section>
      {appointment.refund_requests.length > 0 ? (
        <OrderSection title="退款记录">
          <RefundRequests requests={appointment.refund_requests} />
        </OrderSection>
      ) : null}
      <div className={styles.actions}>{back}</div>
    </div>
  );
}
