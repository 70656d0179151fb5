import { APPEAL_ANSWER_TEXT_MAX, APPEAL_IMAGES_MAX, formatFen, type AppealDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
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
import { OrderImages } from '../../orders/components/order-images';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { useAnswerAppeal } from '../api/appeal-mutations';
import { answerBody } from '../appeal-forms';
import { appealPageOf, ORDER_WORDS } from '../appeal-text';
import { AppealPage } from '../components/appeal-page';
import form from '../../../components/request-form/request-form.module.css';
import styles from './appeal-form.module.css';

type AnswerKind = 'offer' | 'contest';

const ANSWERS: ReadonlyArray<{ label: string; value: AnswerKind }> = [
  { label: '同意退款', value: 'offer' },
  { label: '提出异议', value: 'contest' },
];

/** 答复申诉 (query: id): within 48 h the lawyer offers a full or partial refund, or contests with evidence. */
export default function AppealAnswerPage({ query }: PageProps) {
  return (
    <AppealPage query={query} side="lawyer">
      {(appeal) => <AnswerView appeal={appeal} />}
    </AppealPage>
  );
}

function AnswerView({ appeal }: { appeal: AppealDetail }) {
  const { redirectTo } = useAppNavigation();
  if (!appeal.actions.includes('offer') && !appeal.actions.includes('contest')) {
    return (
      <EmptyState text={`该申诉无需答复（${appeal.state_label}）`}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => redirectTo(appealPageOf('lawyer', appeal.id))}
        >
          查看申诉
        </Button>
      </EmptyState>
    );
  }
  return <AnswerForm appeal={appeal} />;
}

function AnswerForm({ appeal }: { appeal: AppealDetail }) {
  const [kind, setKind] = useState<AnswerKind>('offer');
  const [yuan, setYuan] = useState('');
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const answer = useAnswerAppeal();
  const { navigateBack } = useAppNavigation();
  const refundable = appeal.refundable;

  async function submit() {
    const checked = answerBody(
      appeal.id,
      refundable,
      kind === 'offer'
        ? { answer: 'offer', yuan, text }
        : { answer: 'contest', text, images: images.map((image) => image.id) },
    );
    if (!checked.ok) return showFormIssue(checked);
    if (uploading) return showToast('图片上传中，请稍候');
    const sure = await Dialog.confirm({
      content:
        checked.body.answer === 'offer'
          ? `同意退款 ¥${formatFen(checked.body.amount)}，用户接受后将从您的收入中扣回，确定吗？`
          : '提出异议后申诉将转平台裁定，确定提交吗？',
      confirmText: '确定',
      cancelText: '再想想',
    });
    if (!sure) return;
    await answer.mutateAsync(checked.body).then(
      () => {
        showToast('答复已提交');
        // Back to the appeal it was opened from, which shows the answer.
        navigateBack();
      },
      () => undefined, // the refusal was shown as a toast
    );
  }

  return (
    <div className={form.page}>
      {appeal.due_at !== null ? (
        <p className={form.notice} role="note">
          请在 {formatDateTime(appeal.due_at)} 前答复（48小时内），逾期未答复将转平台处理。
        </p>
      ) : null}
      <OrderSection title="用户申诉">
        <OrderFields>
          <OrderField label="订单">{appeal.order_title}</OrderField>
          <OrderField label="申诉类型">{appeal.type}</OrderField>
          <OrderField label="可退金额">¥{formatFen(refundable)}</OrderField>
        </OrderFields>
        <p className={styles.hint}>{appeal.text}</p>
        <OrderImages urls={appeal.images} label="申诉图片" />
      </OrderSection>
      <OrderSection title="答复方式">
        <Selector
          columns={2}
          options={[...ANSWERS]}
          value={[kind]}
          onChange={(values) => setKind(values[0] ?? kind)}
        />
      </OrderSection>
      {kind === 'offer' ? (
        <OrderSection title="退款金额（元）" labelFor="offer-amount" field="amount">
          <Input
            id="offer-amount"
            className={styles.amount}
            inputMode="decimal"
            placeholder={`最多 ${formatFen(refundable)}`}
            value={yuan}
            onChange={setYuan}
          />
          <Button size="mini" color="primary" fill="none" onClick={() => setYuan(formatFen(refundable))}>
            全额退款
          </Button>
          <p className={styles.hint}>
            用户接受后退款将原路退回，并从该订单的收入中扣回（按比例含平台佣金）。
          </p>
        </OrderSection>
      ) : null}
      <RequestTextSection
        id="answer-text"
        title={kind === 'offer' ? '退款说明（选填）' : '异议说明'}
        placeholder={
          kind === 'offer'
            ? '可向用户说明退款原因'
            : `请说明${ORDER_WORDS[appeal.order_kind].title}情况，平台将据此裁定`
        }
        value={text}
        onChange={setText}
        max={APPEAL_ANSWER_TEXT_MAX}
      />
      {kind === 'contest' ? (
        <RequestImagesSection
          value={images}
          onChange={setImages}
          max={APPEAL_IMAGES_MAX}
          onBusyChange={setUploading}
        />
      ) : null}
      <RequestSubmitBar label="提交答复" loading={answer.isPending} onSubmit={() => void submit()} />
    </div>
  );
}
