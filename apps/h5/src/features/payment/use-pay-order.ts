import { useAppNavigation } from '../../app/navigation/use-app-navigation';
import { PATHS } from '../../app/paths';
import { showToast } from '../../lib/toast';
import { withQuery } from '../../lib/url';
import { useStartPayment } from './api/start-payment';

/** How the page moves on to the cashier: a new entry (from the order) or in place of this one (after 提交订单). */
export type CashierOpening = 'push' | 'replace';

/**
 * Pays an unpaid service order: asks for a payment, then opens what the provider answers. The sandbox
 * answers its cashier page; WeChat's JSAPI and Native launches are not offered in this app yet, so the
 * order stays unpaid and can be paid later from its page.
 */
export function usePayOrder(opening: CashierOpening) {
  const start = useStartPayment();
  const { navigateTo, redirectTo } = useAppNavigation();
  /** `onFailure`: the payment could not be launched here (refused, or not the sandbox). */
  const pay = (orderNo: string, onFailure?: () => void) =>
    start.mutate(orderNo, {
      onError: () => onFailure?.(),
      onSuccess: (launch) => {
        if (launch.kind === 'sandbox') {
          const address = launch.cashier_url.startsWith('/pages/')
            ? launch.cashier_url
            : withQuery(PATHS.cashier, { order_no: orderNo });
          if (opening === 'push') navigateTo(address);
          else redirectTo(address);
          return;
        }
        showToast('请在微信中打开以完成支付');
        onFailure?.();
      },
    });
  return { pay, isPending: start.isPending };
}
