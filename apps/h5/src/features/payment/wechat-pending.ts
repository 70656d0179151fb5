import type { CashierOpening } from './use-pay-order';

/**
 * The payment waiting for WeChat's OAuth: kept in sessionStorage (it survives the trip to WeChat's page
 * and back in the same tab) with the `state` the OAuth launch carries, so only the answer to our own
 * redirect is taken.
 */
export interface PendingWechatPayment {
  state: string;
  order_no: string;
  opening: CashierOpening;
}

export const WECHAT_PENDING_KEY = 'lawbridge-wechat-oauth';

export function savePending(pending: PendingWechatPayment, storage: Storage = sessionStorage): void {
  storage.setItem(WECHAT_PENDING_KEY, JSON.stringify(pending));
}

/** Reads and forgets the pending payment (a return is handled once). */
export function takePending(storage: Storage = sessionStorage): PendingWechatPayment | null {
  const text = storage.getItem(WECHAT_PENDING_KEY);
  storage.removeItem(WECHAT_PENDING_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingWechatPayment>;
    if (
      typeof value.state === 'string' &&
      typeof value.order_no === 'string' &&
      (value.opening === 'push' || value.opening === 'replace')
    ) {
      return { state: value.state, order_no: value.order_no, opening: value.opening };
    }
  } catch {
    // a damaged record is no record
  }
  return null;
}
