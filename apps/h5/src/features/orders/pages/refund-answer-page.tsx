import {
  REFUND_ANSWER_HOURS,
  REFUND_ANSWER_IMAGES_MAX,
  REFUND_ANSWER_TEXT_MAX,
  type ServiceRefundRequest,
} from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import type { PickedImage } from '../../../components/image-picker';
import form from '../../../components/request-form/request-form.module.css';
import {
  RequestImagesSection,
  RequestSubmitBar,
  RequestTextSection,
} from '../../../components/request-form/request-fields';
import { formatDateTime } from '../../../lib/format';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { orderPageOf } from '../../appeal/appeal-text';
import {
  useAnswerRefund,
  useRefundOrder,
  type RefundOrder,
  type RefundOrderKind,
} from '../api/refund-answer';
import { OrderNotFound } from '../components/order-not-found';
import { OrderSection } from '../components/order-section';
import { RefundClaim } from '../components/refund-requests';
import { orderNoOf } from '../order-query';
import { refundKindOf } from '../refund-answer-address';
import { refundAnswerBody } from '../refund-answer-form';

/**
 * 说明情况 (query: kind, order_no): the lawyer's side of the open refund request on a service order or an
 * appointment, a text and up to 6 images, for the platform to read before it decides.
 */
export default function RefundAnswerPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const kind = refundKindOf(query.kind);
  const order = useRefundOrder(kind ?? 'service', kind === null ? '' : orderNo);
  if (!orderNo || !kind || (order.isError && order.data === undefined)) {
    return <OrderNotFound side="lawyer" kind={kind ?? 'service'} />;
  }
  return <AsyncView query={order}>{(detail) => <AnswerView kind={kind} order={detail} />}</AsyncView>;
}

function AnswerView({ kind, order }: { kind: RefundOrderKind; order: RefundOrder }) {
  const { redirectTo } = useAppNavigation();
  const request = order.refund_requests.at(-1);
  if (!request || !order.actions.includes('answer_refund')) {
    return (
      <EmptyState text="该退款申请已无需说明（已说明过，或已处理）">
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => redirectTo(orderPageOf('lawyer', kind, order.order_no))}
        >
          查看订单
        </Button>
      </EmptyState>
    );
  }
  return <AnswerForm kind={kind} orderNo={order.order_no} request={request} />;
}

function AnswerForm({
  kind,
  orderNo,
  request,
}: {
  kind: RefundOrderKind;
  orderNo: string;
  request: ServiceRefundRequest;
}) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const answer = useAnswerRefund(kind);
  const { navigateBack } = useAppNavigation();

  async function submit() {
    const checked = refundAnswerBody(orderNo, { text, images: images.map((image) => image.id) });
    if (!checked.ok) return showFormIssue(checked);
    if (uploading) return showToast('图片上传中，请稍候');
    await answer.send(checked.body).then(
      () => {
        showToast('情况说明已提交，平台将据此处理');
        // Back to the order it was opened from, which shows the answer.
        navigateBack();
      },
      () => undefined, // the refusal was shown as a toast
    );
  }

  return (
    <div className={form.page}>
      <p className={form.notice} role="note">
        {request.answer_due_at === null
          ? '请说明服务情况，平台将据此处理；说明只能提交一次。'
          : `请在 ${formatDateTime(request.answer_due_at)} 前说明（${REFUND_ANSWER_HOURS}小时内），逾期将由平台直接处理；说明只能提交一次。`}
      </p>
      <OrderSection title="用户的退款申请">
        <RefundClaim request={request} />
      </OrderSection>
      <RequestTextSection
        id="refund-answer-text"
        title="情况说明"
        placeholder={`请说明服务情况（2–${REFUND_ANSWER_TEXT_MAX}字），用户和平台都能看到`}
        value={text}
        onChange={setText}
        max={REFUND_ANSWER_TEXT_MAX}
        rows={5}
      />
      <RequestImagesSection
        value={images}
        onChange={setImages}
        max={REFUND_ANSWER_IMAGES_MAX}
        onBusyChange={setUploading}
      />
      <RequestSubmitBar label="提交说明" loading={answer.isPending} onSubmit={() => void submit()} />
    </div>
  );
}
