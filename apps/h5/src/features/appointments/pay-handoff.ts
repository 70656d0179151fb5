/**
 * 提交预约 hands the new appointment to its detail page, which starts paying it: the form replaces itself
 * with the detail, so back from the cashier (or WeChat's sheet or QR code) lands on the appointment (待支付,
 * with 去支付), never on a form whose contents became the appointment. Kept in sessionStorage (the tab's
 * own) for a minute at most, and taken once.
 */
export const PAY_HANDOFF_KEY = 'lawbridge-appointment-pay';
const HANDOFF_MS = 60_000;

/** The form: the appointment just created is to be paid as soon as its detail shows. */
export function payOnArrival(orderNo: string): void {
  try {
    sessionStorage.setItem(PAY_HANDOFF_KEY, JSON.stringify({ order_no: orderNo, at: Date.now() }));
  } catch {
    // Without storage the detail shows 去支付 instead.
  }
}

/** The detail page: whether it was just handed this appointment to pay (answers true once). */
export function takePayOnArrival(orderNo: string): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PAY_HANDOFF_KEY) ?? 'null') as {
      order_no?: unknown;
      at?: unknown;
    } | null;
    if (!stored || stored.order_no !== orderNo || typeof stored.at !== 'number') return false;
    sessionStorage.removeItem(PAY_HANDOFF_KEY);
    const age = Date.now() - stored.at;
    return age >= 0 && age < HANDOFF_MS;
  } catch {
    return false;
  }
}
