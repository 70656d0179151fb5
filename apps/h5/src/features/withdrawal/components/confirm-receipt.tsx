import type { WithdrawalDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { isWechatBrowser } from '../../../lib/wechat/wechat-env';
import { OrderSection } from '../../orders/components/order-section';
import { requestMerchantTransfer } from '../request-merchant-transfer';
import styles from './confirm-receipt.module.css';

/**
 * 确认收款 while the transfer waits for the lawyer: the sandbox's 模拟确认收款 page, or inside WeChat WeChat's
 * own 确认收款 page. Its callback proves nothing: `onConfirmed` starts asking the server until it says paid.
 */
export interface ConfirmReceiptProps {
  withdrawal: WithdrawalDetail;
  /** Asking the server after WeChat's page closed. */
  watching: boolean;
  onConfirmed(): void;
}

export function ConfirmReceipt({ withdrawal, watching, onConfirmed }: ConfirmReceiptProps) {
  const { navigateTo } = useAppNavigation();
  const confirmation = withdrawal.confirmation;
  if (withdrawal.state !== 'waiting_confirmation' || !confirmation) return null;
  const deadline = withdrawal.confirm_before
    ? `请在 ${formatDateTime(withdrawal.confirm_before)} 前确认收款，逾期转账将自动撤销，金额退回可提现。`
    : '请尽快确认收款。';

  async function confirmInWechat() {
    if (confirmation?.kind !== 'wechat') return;
    const outcome = await requestMerchantTransfer(confirmation);
    if (outcome === 'cancel') return showToast('已取消确认收款');
    if (outcome === 'fail') return showToast('未能打开微信确认收款，请稍后重试');
    onConfirmed();
  }

  return (
    <OrderSection title="确认收款">
      <p className={styles.text}>{deadline}</p>
      {confirmation.kind === 'sandbox' ? (
        <Button block color="primary" shape="rounded" onClick={() => navigateTo(confirmation.confirm_url)}>
          去确认收款
        </Button>
      ) : isWechatBrowser() ? (
        <Button
          block
          color="primary"
          shape="rounded"
          loading={watching}
          loadingText="正在确认收款结果…"
          onClick={() => void confirmInWechat()}
        >
          确认收款
        </Button>
      ) : (
        <p className={styles.outside}>
          微信零钱的收款需在微信内确认：请在微信中打开律桥，进入 提现记录 点击 确认收款。
        </p>
      )}
    </OrderSection>
  );
}
