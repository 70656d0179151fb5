import { APPOINTMENT_REFUND_TEXT_MAX, formatFen, type AppointmentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { withQuery } from '../../../lib/url';
import { BottomBar, BottomBarSpace } from '../../orders/components/bottom-bar';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { useRefundEvidence } from '../../orders/components/refund-evidence';
import { orderNoOf } from '../../orders/order-query';
import { REFUND_HEARING_HINT } from '../../orders/refund-text';
import { useActOnAppointment } from '../api/act-on-appointment';
import { useAppointment } from '../api/get-appointment';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { refundBody, refundPathOf, type RefundPath, type RefundReason } from '../refund-form';
import styles from '../../../components/request-form/request-form.module.css';

/**
 * 申请退款 (query: order_no): a reason, an explanation and evidence (up to 3 images and 6 files); granted
 * at once before acceptance, else reviewed.
 */
export default function AppointmentRefundPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const appointment = useAppointment(orderNo);
  if (!orderNo || (appointment.isError && appointment.data === undefined)) {
    return <OrderNotFound side="customer" kind="appointment" />;
  }
  return <AsyncView query={appointment}>{(detail) => <RefundRequestView appointment={detail} />}</AsyncView>;
}

function RefundRequestView({ appointment }: { appointment: AppointmentDetail }) {
  const [now] = useState(Date.now);
  const path = refundPathOf(appointment, now);
  const { redirectTo } = useAppNavigation();
  if (!path) {
    return (
      <EmptyState text={`当前预约无法申请退款（${appointment.state_label}）`}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => redirectTo(withQuery(PATHS.appointmentDetail, { order_no: appointment.order_no }))}
        >
          查看预约
        </Button>
      </EmptyState>
    );
  }
  return <RefundForm appointment={appointment} path={path} />;
}

function PathNotice({ appointment, path }: { appointment: AppointmentDetail; path: RefundPath }) {
  const amount = `¥${formatFen(appointment.paid_amount)}`;
  if (path.action === 'cancel') {
    return (
      <p className={styles.notice} role="note">
        律师尚未接单：提交后立即取消预约，{amount} 全额原路退回。
      </p>
    );
  }
  return (
    <p className={styles.notice} role="note">
      律师已接单：{REFUND_HEARING_HINT}，结果和退款金额将在申请退款结果中显示。
      {path.late
        ? `预约时间（${formatDateTime(appointment.appointment_at)}）已过，仅可因律师未联系申请退款。`
        : null}
    </p>
  );
}

function RefundForm({ appointment, path }: { appointment: AppointmentDetail; path: RefundPath }) {
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [text, setText] = useState('');
  const evidence = useRefundEvidence();
  const act = useActOnAppointment();
  const { redirectTo } = useAppNavigation();
  const orderNo = appointment.order_no;

  async function submit() {
    const checked = refundBody(orderNo, path, { reason, text, ...evidence.ids() });
    if (!checked.ok) return showFormIssue(checked);
    if (evidence.uploading) return showToast('附件上传中，请稍候');
    const sure = await Dialog.confirm({
      content:
        path.action === 'cancel'
          ? '提交后预约将取消，费用全额退回，确定申请退款吗？'
          : `确定提交退款申请吗？${REFUND_HEARING_HINT}，处理期间预约保持有效。`,
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    await act.mutateAsync(checked.body).then(
      () => {
        showToast(path.action === 'cancel' ? '退款成功，费用将原路退回' : '退款申请已提交');
        redirectTo(withQuery(PATHS.appointmentRefundResult, { order_no: orderNo }));
      },
      () => undefined, // the refusal was shown as a toast
    );
  }

  return (
    <div className={styles.page}>
      <PathNotice appointment={appointment} path={path} />
      <OrderSection title="预约信息">
        <OrderFields>
          <OrderField label="预约时间">{formatDateTime(appointment.appointment_at)}</OrderField>
          <OrderField label="咨询类型">{appointment.legal_type_name}</OrderField>
          <OrderField label="实付金额">¥{formatFen(appointment.paid_amount)}</OrderField>
        </OrderFields>
      </OrderSection>
      <OrderSection title="退款原因" field="reason">
        <Selector
          columns={2}
          options={path.reasons.map((value) => ({ label: value, value }))}
          value={reason ? [reason] : []}
          onChange={(values) => setReason(values[0] ?? null)}
        />
      </OrderSection>
      <OrderSection title="退款说明（选填）" labelFor="refund-text" field="text">
        <TextArea
          id="refund-text"
          className={styles.text}
          placeholder={path.action === 'cancel' ? '补充说明（选填）' : '补充说明（选填），平台将据此审核'}
          value={text}
          onChange={setText}
          maxLength={APPOINTMENT_REFUND_TEXT_MAX}
          showCount
          rows={4}
        />
      </OrderSection>
      <OrderSection title="退款凭证" field="images">
        {evidence.field}
      </OrderSection>
      <BottomBarSpace />
      <BottomBar label="提交申请">
        <Button block color="primary" shape="rounded" loading={act.isPending} onClick={() => void submit()}>
          {path.action === 'cancel' ? '确认退款' : '提交申请'}
        </Button>
      </BottomBar>
    </div>
  );
}
