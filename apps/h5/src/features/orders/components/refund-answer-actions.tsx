import { formatFen } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { showToast } from '../../../lib/toast';
import { useAnswerRefund, type RefundOrder, type RefundOrderKind } from '../api/refund-answer';
import { refundAnswerAddress } from '../refund-answer-address';
import styles from './refund-answer-actions.module.css';

/**
 * The lawyer's answers to an open refund request, where the order's actions offer them: 同意退款 (after a
 * confirm naming what still goes back: everything paid and not yet refunded, and the order is cancelled) and
 * 说明情况 (their side on its own page, for the platform).
 */
export function RefundAnswerActions({ kind, order }: { kind: RefundOrderKind; order: RefundOrder }) {
  const canAgree = order.actions.includes('agree_refund');
  const canAnswer = order.actions.includes('answer_refund');
  if (!canAgree && !canAnswer) return null;
  return <AnswerButtons kind={kind} order={order} canAgree={canAgree} canAnswer={canAnswer} />;
}

function AnswerButtons({
  kind,
  order,
  canAgree,
  canAnswer,
}: {
  kind: RefundOrderKind;
  order: RefundOrder;
  canAgree: boolean;
  canAnswer: boolean;
}) {
  const answer = useAnswerRefund(kind);
  const { navigateTo } = useAppNavigation();

  async function agree() {
    const refundable = formatFen(order.paid_amount - order.refunded_amount);
    const sure = await Dialog.confirm({
      content: `同意后，用户已付且尚未退还的 ¥${refundable} 将全部原路退回，订单随即取消。确定同意退款吗？`,
      confirmText: '同意退款',
      cancelText: '再想想',
    });
    if (!sure) return;
    await answer.send({ order_no: order.order_no, action: 'agree_refund' }).then(
      () => showToast('已同意退款，款项将原路退回用户'),
      () => undefined, // the refusal was shown as a toast
    );
  }

  return (
    <div className={styles.actions} role="group" aria-label="答复退款申请">
      {canAnswer ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => navigateTo(refundAnswerAddress(kind, order.order_no))}
        >
          说明情况
        </Button>
      ) : null}
      {canAgree ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          loading={answer.isPending}
          onClick={() => void agree()}
        >
          同意退款
        </Button>
      ) : null}
    </div>
  );
}
