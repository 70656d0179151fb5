import type { PaymentLaunch, WechatOauthLaunch } from '@lawbridge/contract';
import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';
import type { WechatPayOutcome, WechatPayParams } from '../../lib/wechat/wechat-bridge';

/** What the page does for each kind of launch; `dispatchLaunch` picks one. */
export interface LaunchEffects {
  /** The sandbox: its 模拟收银台 page. */
  openCashier(address: string): void;
  /** Inside WeChat without an openid: WeChat's OAuth page first. */
  authorize(launch: WechatOauthLaunch): void;
  /** Inside WeChat: WeChat's payment sheet. */
  payInWechat(params: WechatPayParams): Promise<WechatPayOutcome>;
  /** The sheet says paid: wait until the server has it too, then 支付成功. */
  confirmPaid(): void;
  /** Outside WeChat with WeChat Pay: the QR code to scan (the page then waits for the payment). */
  showNativeQr(codeUrl: string): void;
  /** Not paid this time (cancelled or failed), with what to tell the payer. */
  notPaid(message: string): void;
}

export const MSG_PAY_CANCELLED = '已取消支付';
export const MSG_PAY_FAILED = '支付未完成，请重试';

/** The cashier address of a sandbox launch (a route of this app), or the cashier for the order. */
export function cashierAddress(launch: { cashier_url: string }, orderNo: string): string {
  return launch.cashier_url.startsWith('/pages/')
    ? launch.cashier_url
    : withQuery(PATHS.cashier, { order_no: orderNo });
}

/** Carries out what POST /payment answered. */
export async function dispatchLaunch(
  launch: PaymentLaunch,
  orderNo: string,
  effects: LaunchEffects,
): Promise<void> {
  switch (launch.kind) {
    case 'sandbox':
      return effects.openCashier(cashierAddress(launch, orderNo));
    case 'wechat_oauth':
      return effects.authorize(launch);
    case 'native':
      return effects.showNativeQr(launch.code_url);
    case 'jsapi': {
      const outcome = await effects.payInWechat(launch.jsapi);
      if (outcome === 'ok') return effects.confirmPaid();
      return effects.notPaid(outcome === 'cancel' ? MSG_PAY_CANCELLED : MSG_PAY_FAILED);
    }
  }
}
