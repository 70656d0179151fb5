import { formatFen, type AppealDetail } from '@lawbridge/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { OrderImages } from '../../orders/components/order-images';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { OrderStatusHeader } from '../../orders/components/order-status-header';
import { OrderTimeline } from '../../orders/components/order-timeline';
import type { AppealSide } from '../api/appeal-keys';
import { appealedOrderPageOf, appealEnded, appealNextText, carriesChat, ORDER_WORDS } from '../appeal-text';
import { otherPartyName } from '../../orders/party-name';
import styles from './appeal-sections.module.css';

/** The transitions whose notes people wrote: the appeal, the lawyer's answer, the platform's decision. */
const NOTED: ReadonlySet<string> = new Set([
  'create',
  'offer',
  'contest',
  'refund_full',
  'refund_partial',
  'reject',
]);

const RESULTS = { refund_full: '全额退款', refund_partial: '部分退款', rejected: '驳回申诉' } as const;

/** The appeal's state in large type, the order's paid amount, and what happens next for `side`. */
function AppealStatusHeader({ appeal, side }: { appeal: AppealDetail; side: AppealSide }) {
  return (
    <OrderStatusHeader
      label="申诉状态"
      stateLabel={appeal.state_label}
      price={appeal.paid_amount}
      next={appealNextText(appeal, side)}
      ended={appealEnded(appeal)}
    />
  );
}

/** The order appealed against, linked to its page for `side`, and its money. */
function AppealOrderSection({ appeal, side }: { appeal: AppealDetail; side: AppealSide }) {
  const words = ORDER_WORDS[appeal.order_kind];
  return (
    <OrderSection title="订单信息">
      <OrderFields>
        <OrderField label={words.title}>{appeal.order_title}</OrderField>
        <OrderField label="订单号">
          <Link className={styles.link} to={appealedOrderPageOf(side, appeal)}>
            {appeal.order_no}
          </Link>
        </OrderField>
        <OrderField label={side === 'customer' ? words.lawyer : '用户'}>
          {otherPartyName(side, { lawyer: appeal.lawyer.name, customer: appeal.customer.nickname })}
        </OrderField>
        <OrderField label="完成时间">{formatDateTime(appeal.completed_at)}</OrderField>
        <OrderField label="实付金额">¥{formatFen(appeal.paid_amount)}</OrderField>
        <OrderField label="已退款">¥{formatFen(appeal.refunded_amount)}</OrderField>
        <OrderField label="可退金额">¥{formatFen(appeal.refundable)}</OrderField>
      </OrderFields>
    </OrderSection>
  );
}

/** The customer's appeal: type, text, images, and (when the order has a chat) the note that its transcript goes with it. */
function AppealClaimSection({ appeal }: { appeal: AppealDetail }) {
  return (
    <OrderSection title="申诉内容">
      <OrderFields>
        <OrderField label="申诉类型">{appeal.type}</OrderField>
        <OrderField label="提交时间">{formatDateTime(appeal.created_at)}</OrderField>
      </OrderFields>
      <p className={styles.text}>{appeal.text}</p>
      <OrderImages urls={appeal.images} label="申诉图片" />
      {carriesChat(appeal.order_kind) ? (
        <p className={styles.note}>订单的聊天记录已随申诉提交，供平台处理时查看。</p>
      ) : null}
    </OrderSection>
  );
}

/** The lawyer's answer: the refund offered (and its note), or the contest with its images. */
function AppealAnswerSection({ appeal }: { appeal: AppealDetail }) {
  const { answer } = appeal;
  if (!answer) return null;
  return (
    <OrderSection title="律师答复">
      <OrderFields>
        <OrderField label="答复">{answer.kind === 'offer' ? '同意退款' : '提出异议'}</OrderField>
        {answer.kind === 'offer' ? (
          <OrderField label="退款金额">¥{formatFen(answer.amount ?? 0)}</OrderField>
        ) : null}
        <OrderField label="答复时间">{formatDateTime(answer.created_at)}</OrderField>
      </OrderFields>
      {answer.text ? <p className={styles.text}>{answer.text}</p> : null}
      <OrderImages urls={answer.images} label="律师图片" />
    </OrderSection>
  );
}

/** The platform's decision both sides see: result, refund, reason code and text. */
function AppealDecisionSection({ appeal }: { appeal: AppealDetail }) {
  const { decision } = appeal;
  if (!decision) return null;
  return (
    <OrderSection title="平台裁定">
      <OrderFields>
        <OrderField label="裁定结果">{RESULTS[decision.result]}</OrderField>
        {decision.amount !== null ? (
          <OrderField label="退款金额">¥{formatFen(decision.amount)}</OrderField>
        ) : null}
        <OrderField label="裁定理由">{decision.reason_label}</OrderField>
        <OrderField label="裁定时间">{formatDateTime(decision.decided_at)}</OrderField>
      </OrderFields>
      <p className={styles.text}>{decision.text}</p>
    </OrderSection>
  );
}

/** Everything that happened to the appeal, newest first. */
function AppealTimelineSection({ appeal }: { appeal: AppealDetail }) {
  return (
    <OrderSection title="申诉进度">
      <OrderTimeline events={appeal.events} noted={NOTED} />
    </OrderSection>
  );
}

/** The whole appeal for either side, under its header; the page adds the side's actions. */
export function AppealDetailSections({ appeal, side }: { appeal: AppealDetail; side: AppealSide }) {
  return (
    <>
      <AppealStatusHeader appeal={appeal} side={side} />
      <AppealDecisionSection appeal={appeal} />
      <AppealAnswerSection appeal={appeal} />
      <AppealClaimSection appeal={appeal} />
      <AppealOrderSection appeal={appeal} side={side} />
      <AppealTimelineSection appeal={appeal} />
    </>
  );
}
