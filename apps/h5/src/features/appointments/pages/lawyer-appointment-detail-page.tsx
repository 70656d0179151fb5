import type { AppointmentDetail } from '@lawbridge/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { formatDateTime } from '../../../lib/format';
import { useLiveOrder } from '../../../lib/realtime/use-live-order';
import { showToast } from '../../../lib/toast';
import { OrderActionBar, type OrderAction } from '../../orders/components/order-action-bar';
import { OrderSection } from '../../orders/components/order-section';
import { TextSheet } from '../../orders/components/text-sheet';
import { orderNoOf } from '../../orders/order-query';
import { useActOnAppointment } from '../api/act-on-appointment';
import { appointmentKeys } from '../api/appointment-keys';
import { useAppointment } from '../api/get-appointment';
import { appointmentActionLabel, lawyerNextStep } from '../appointment-text';
import { OrderNotFound } from '../../orders/components/order-not-found';
import {
  AppointmentDescription,
  AppointmentFacts,
  AppointmentOrderInfo,
  AppointmentStatusHeader,
  AppointmentTimeline,
  PhoneLink,
} from '../components/appointment-sections';
import { useProposeTimePicker } from '../components/propose-time-picker';
import { RefundAnswerActions } from '../../orders/components/refund-answer-actions';
import { RefundRequests } from '../../orders/components/refund-requests';
import { formatAppointmentTime } from '../appointment-time';
import styles from './lawyer-appointment-detail-page.module.css';

/** 线下预约详情 for the assigned lawyer (query: order_no): accept or decline, the customer's phone, 已面谈. */
export default function LawyerAppointmentDetailPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const appointment = useAppointment(orderNo);
  if (!orderNo || (appointment.isError && appointment.data === undefined)) {
    return <OrderNotFound side="lawyer" kind="appointment" />;
  }
  return <AsyncView query={appointment}>{(detail) => <LawyerAppointment appointment={detail} />}</AsyncView>;
}

const CONFIRMS = {
  accept: '接受后请按约定时间与用户面谈，确定接受这个预约吗？',
  mark_met: '确认已与用户完成面谈吗？确认后预约完成，费用结算到您的钱包。',
} as const;
const DONE = { accept: '已接受预约', mark_met: '已标记面谈完成' } as const;

/** The customer's phone: in full once accepted (tap to call), masked before. */
function CustomerPhone({ appointment }: { appointment: AppointmentDetail }) {
  if (appointment.accepted_at !== null && !appointment.phone.includes('*')) {
    return <PhoneLink phone={appointment.phone} label="拨打用户电话" />;
  }
  return (
    <>
      {appointment.phone}
      <span className={styles.masked}>（接受预约后可查看完整号码）</span>
    </>
  );
}

/** While accepted and waiting for the appointment time: when 已面谈 becomes possible. */
function MetHint({ appointment }: { appointment: AppointmentDetail }) {
  if (appointment.state !== 'receive' || appointment.actions.includes('mark_met')) return null;
  const text = appointment.refund_open
    ? '用户的退款申请处理期间暂不能标记已面谈'
    : `预约时间 ${formatDateTime(appointment.appointment_at)} 之后可标记「已面谈」`;
  return (
    <p className={styles.hint} role="note">
      {text}
    </p>
  );
}

function LawyerAppointment({ appointment }: { appointment: AppointmentDetail }) {
  const act = useActOnAppointment();
  const [declining, setDeclining] = useState(false);
  const orderNo = appointment.order_no;
  useLiveOrder({ orderNo, queryKey: appointmentKeys.detail(orderNo), deadline: null });
  const proposal = useProposeTimePicker({
    appointmentAt: appointment.appointment_at,
    onPick: (at) => void propose(at),
  });

  async function propose(at: number) {
    const sure = await Dialog.confirm({
      content: `向用户建议改为 ${formatAppointmentTime(at)}？用户接受后预约改为该时间；不接受将由平台重新安排。`,
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    await act.mutateAsync({ order_no: orderNo, action: 'propose_time', appointment_at: at }).then(
      () => showToast('已向用户建议新时间'),
      () => undefined, // the refusal was shown as a toast
    );
  }

  async function confirmThen(action: 'accept' | 'mark_met') {
    const sure = await Dialog.confirm({
      content: CONFIRMS[action],
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    await act.mutateAsync({ order_no: orderNo, action }).then(
      () => showToast(DONE[action]),
      () => undefined, // the refusal was shown as a toast
    );
  }

  const actions: OrderAction[] = [];
  for (const name of appointment.actions) {
    if (name === 'decline') {
      actions.push({ key: name, label: appointmentActionLabel(name), onClick: () => setDeclining(true) });
    } else if (name === 'propose_time' && proposal.ready) {
      actions.push({ key: name, label: appointmentActionLabel(name), onClick: proposal.open });
    } else if (name === 'accept' || name === 'mark_met') {
      actions.push({
        key: name,
        label: appointmentActionLabel(name),
        primary: true,
        onClick: () => void confirmThen(name),
      });
    }
  }

  return (
    <div>
      <AppointmentStatusHeader appointment={appointment} next={lawyerNextStep(appointment, Date.now())} />
      <MetHint appointment={appointment} />
      <AppointmentFacts appointment={appointment} contact={<CustomerPhone appointment={appointment} />} />
      <AppointmentDescription appointment={appointment} />
      {appointment.refund_requests.length > 0 ? (
        <OrderSection title="退款进度">
          <RefundRequests requests={appointment.refund_requests} />
          <RefundAnswerActions kind="appointment" order={appointment} />
        </OrderSection>
      ) : null}
      <AppointmentTimeline appointment={appointment} />
      <AppointmentOrderInfo appointment={appointment} />
      <OrderActionBar actions={actions} busy={act.isPending} />
      {proposal.picker}
      <TextSheet
        visible={declining}
        title="拒绝预约"
        textLabel="拒绝原因"
        placeholder="请填写拒绝原因（2–200字），平台将为用户重新安排律师"
        min={2}
        max={200}
        submitText="确认拒绝"
        submitting={act.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={(reason) =>
          void act.mutateAsync({ order_no: orderNo, action: 'decline', reason }).then(
            () => {
              setDeclining(false);
              showToast('已拒绝预约');
            },
            () => undefined, // the refusal was shown as a toast
          )
        }
      />
    </div>
  );
}
