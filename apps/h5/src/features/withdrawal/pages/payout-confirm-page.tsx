import { formatFen, type SandboxPayoutBill } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { showToast } from '../../../lib/toast';
import { isFirstHistoryEntry } from '../../../lib/use-go-back';
import { withQuery } from '../../../lib/url';
import styles from '../../payment/pages/cashier-page.module.css';
import { useDecideSandboxPayout, useSandboxPayoutBill } from '../api/sandbox-payout';

/**
 * 模拟确认收款 (query: bill_no): the sandbox payout's stand-in for WeChat's 确认收款 page. 确认收款 pays the
 * transfer, 暂不确认 leaves it waiting (it expires after 24 h), 拒绝收款 has it cancelled (funds back); each
 * returns to the withdrawal.
 */
export default function PayoutConfirmPage({ query }: PageProps) {
  const billNo = query.bill_no ?? '';
  const bill = useSandboxPayoutBill(billNo);
  if (!billNo || (bill.isError && bill.data === undefined)) {
    return <EmptyState text="转账单不存在或无权查看" icon={<FileWrongOutline />} />;
  }
  return <AsyncView query={bill}>{(data) => <ConfirmBill bill={data} />}</AsyncView>;
}

function ConfirmBill({ bill }: { bill: SandboxPayoutBill }) {
  const decide = useDecideSandboxPayout();
  const { redirectTo, navigateBack } = useAppNavigation();
  const detail = withQuery(PATHS.lawyerWithdrawal, { no: bill.withdrawal_no });
  // Opened from the withdrawal (去确认收款): back to it; opened on its own: the withdrawal in its place.
  const backToWithdrawal = () => (isFirstHistoryEntry() ? redirectTo(detail) : navigateBack());

  if (bill.state !== 'wait_user_confirm') {
    return (
      <EmptyState text="该转账当前无需确认收款">
        <Button size="small" color="primary" fill="outline" onClick={() => redirectTo(detail)}>
          查看提现进度
        </Button>
      </EmptyState>
    );
  }

  const send = (decision: 'confirm' | 'decline') =>
    decide.mutate(
      { bill_no: bill.bill_no, decision },
      {
        onSuccess: () => {
          showToast(decision === 'confirm' ? '已确认收款' : '已拒绝收款，金额将退回可提现');
          backToWithdrawal();
        },
      },
    );

  async function decline() {
    const sure = await Dialog.confirm({
      content: '拒绝后这笔转账将撤销，金额退回可提现。确定拒绝收款吗？',
      confirmText: '拒绝收款',
      cancelText: '再想想',
    });
    if (sure) send('decline');
  }

  return (
    <div className={styles.cashier}>
      <p className={styles.notice}>测试环境的模拟确认收款，不会产生真实转账</p>
      <section className={styles.amountCard} aria-label="收款金额">
        <p className={styles.amountLabel}>律桥律师收入提现</p>
        <p className={styles.amount}>¥{formatFen(bill.amount)}</p>
      </section>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>提现单号</dt>
          <dd>{bill.withdrawal_no}</dd>
        </div>
        <div className={styles.field}>
          <dt>转账单号</dt>
          <dd>{bill.bill_no}</dd>
        </div>
        <div className={styles.field}>
          <dt>收款人</dt>
          <dd>{bill.real_name_masked}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={decide.isPending}
          onClick={() => send('confirm')}
        >
          确认收款
        </Button>
        <Button block shape="rounded" size="large" disabled={decide.isPending} onClick={backToWithdrawal}>
          暂不确认
        </Button>
        <Button block fill="none" size="small" disabled={decide.isPending} onClick={() => void decline()}>
          拒绝收款
        </Button>
      </div>
    </div>
  );
}
