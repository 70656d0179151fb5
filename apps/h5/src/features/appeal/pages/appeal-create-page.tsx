import {
  APPEAL_IMAGES_MAX,
  APPEAL_ORDER_KINDS,
  APPEAL_TEXT_MAX,
  APPEAL_TYPES_OF_KIND,
  type AppealEligibility,
  type AppealOrderKind,
  type AppealType,
} from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import type { PickedImage } from '../../../components/image-picker';
import {
  RequestImagesSection,
  RequestSubmitBar,
  RequestTextSection,
} from '../../../components/request-form/request-fields';
import { formatDateTime } from '../../../lib/format';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { OrderNotFound } from '../../orders/components/order-not-found';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { orderNoOf } from '../../orders/order-query';
import { useAppealEligibility } from '../api/get-appeal-eligibility';
import { useCreateAppeal } from '../api/appeal-mutations';
import { appealBody } from '../appeal-forms';
import { appealedOrderPageOf, appealPageOf, carriesChat, ORDER_WORDS } from '../appeal-text';
import form from '../../../components/request-form/request-form.module.css';
import styles from './appeal-form.module.css';

const kindOf = (raw: string | undefined): AppealOrderKind | null =>
  APPEAL_ORDER_KINDS.find((kind) => kind === raw) ?? null;

/** 申诉 (query: order_kind, order_no): the customer's appeal on a finished order, within 7 days. */
export default function AppealCreatePage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const kind = kindOf(query.order_kind);
  const eligibility = useAppealEligibility(kind ?? 'service', orderNo, kind !== null);
  if (!orderNo || !kind || (eligibility.isError && eligibility.data === undefined)) {
    return <OrderNotFound side="customer" kind={kind ?? 'service'} />;
  }
  return (
    <AsyncView query={eligibility}>
      {(data) => <AppealCreateView order={{ kind, orderNo }} eligibility={data} />}
    </AsyncView>
  );
}

function AppealCreateView({
  order,
  eligibility,
}: {
  order: { kind: AppealOrderKind; orderNo: string };
  eligibility: AppealEligibility;
}) {
  const { redirectTo } = useAppNavigation();
  if (!eligibility.can_appeal) {
    const openId = eligibility.open_appeal_id;
    const orderPage = appealedOrderPageOf('customer', {
      order_kind: order.kind,
      order_no: order.orderNo,
      document_id: eligibility.document_id,
    });
    return (
      <EmptyState text={eligibility.reason ?? '该订单暂不能申诉'}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => redirectTo(openId === null ? orderPage : appealPageOf('customer', openId))}
        >
          {openId === null ? '查看订单' : '查看申诉'}
        </Button>
      </EmptyState>
    );
  }
  return <AppealForm order={order} eligibility={eligibility} />;
}

function AppealForm({
  order,
  eligibility,
}: {
  order: { kind: AppealOrderKind; orderNo: string };
  eligibility: AppealEligibility;
}) {
  const { deadline } = eligibility;
  const [type, setType] = useState<AppealType | null>(null);
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const create = useCreateAppeal();
  const { redirectTo } = useAppNavigation();

  async function submit() {
    const checked = appealBody(order, { type, text, images: images.map((image) => image.id) });
    if (!checked.ok) return showFormIssue(checked);
    if (uploading) return showToast('图片上传中，请稍候');
    const sure = await Dialog.confirm({
      content: '提交后律师将在48小时内答复，确定提交申诉吗？',
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    await create.mutateAsync(checked.body).then(
      (created) => {
        showToast('申诉已提交');
        redirectTo(appealPageOf('customer', created.id));
      },
      () => undefined, // the refusal was shown as a toast
    );
  }

  return (
    <div className={form.page}>
      <p className={form.notice} role="note">
        订单完成后7天内可申诉{deadline === null ? '' : `（截止 ${formatDateTime(deadline)}）`}
        。律师将在48小时内答复，可同意退款或提出异议；之后由平台裁定。
      </p>
      <OrderSection title="申诉订单">
        <OrderFields>
          <OrderField label={ORDER_WORDS[order.kind].title}>{eligibility.order_title}</OrderField>
          <OrderField label="订单号">{order.orderNo}</OrderField>
        </OrderFields>
      </OrderSection>
      <OrderSection title="申诉类型" field="type">
        <Selector
          columns={2}
          options={APPEAL_TYPES_OF_KIND[order.kind].map((value) => ({ label: value, value }))}
          value={type ? [type] : []}
          onChange={(values) => setType(values[0] ?? null)}
        />
      </OrderSection>
      <RequestTextSection
        id="appeal-text"
        title="申诉说明"
        placeholder="请描述遇到的问题和您的诉求"
        value={text}
        onChange={setText}
        max={APPEAL_TEXT_MAX}
        rows={5}
      />
      <RequestImagesSection
        value={images}
        onChange={setImages}
        max={APPEAL_IMAGES_MAX}
        onBusyChange={setUploading}
      >
        {carriesChat(order.kind) ? (
          <p className={styles.hint}>订单的聊天记录将自动附在申诉中，供平台处理时查看。</p>
        ) : null}
      </RequestImagesSection>
      <RequestSubmitBar label="提交申诉" loading={create.isPending} onSubmit={() => void submit()} />
    </div>
  );
}
