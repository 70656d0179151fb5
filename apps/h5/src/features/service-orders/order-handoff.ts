/**
 * 提交订单 hands the new order to its detail page, which starts paying it: the confirmation and 服务详情
 * (whose draft became the order) leave the history, so back from the cashier, or from WeChat's payment
 * sheet or QR code, lands on the order (待支付, with 去支付), and back from there on the lawyer's page.
 *
 * 确认订单 goes back to 服务详情, which sees the hand-off and replaces itself with the order's detail, which
 * takes the hand-off and pays. Kept in sessionStorage (the tab's own), for a minute at most.
 */
export const ORDER_HANDOFF_KEY = 'lawbridge-order-handoff';
const HANDOFF_MS = 60_000;

interface Handoff {
  order_no: string;
  lawyer_uuid: string;
  at: number;
}

function read(): Handoff | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ORDER_HANDOFF_KEY) ?? 'null') as Partial<Handoff> | null;
    if (
      !stored ||
      typeof stored.order_no !== 'string' ||
      typeof stored.lawyer_uuid !== 'string' ||
      typeof stored.at !== 'number'
    ) {
      return null;
    }
    const age = Date.now() - stored.at;
    return age >= 0 && age < HANDOFF_MS
      ? { order_no: stored.order_no, lawyer_uuid: stored.lawyer_uuid, at: stored.at }
      : null;
  } catch {
    return null;
  }
}

function clear(): void {
  try {
    sessionStorage.removeItem(ORDER_HANDOFF_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** 确认订单: the order just placed with this lawyer is to be paid from its detail page; false without storage. */
export function handOffOrder(orderNo: string, lawyerUuid: string): boolean {
  try {
    sessionStorage.setItem(
      ORDER_HANDOFF_KEY,
      JSON.stringify({ order_no: orderNo, lawyer_uuid: lawyerUuid, at: Date.now() } satisfies Handoff),
    );
    return true;
  } catch {
    return false;
  }
}

/** 服务详情: the order placed from this lawyer's form a moment ago, if its detail should replace the form. */
export function handedOffFrom(lawyerUuid: string): string | null {
  const handoff = read();
  return handoff && handoff.lawyer_uuid === lawyerUuid ? handoff.order_no : null;
}

/** The order's detail page: whether it was just handed this order to pay (answers true once). */
export function takeHandoff(orderNo: string): boolean {
  const handoff = read();
  if (!handoff || handoff.order_no !== orderNo) return false;
  clear();
  return true;
}
