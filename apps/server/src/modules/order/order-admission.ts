import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { createOrderAdmissionRepo, type PlacedOrderTable } from './order-admission-repo';

/** Orders of one kind a customer may have waiting for payment at once (security review, issue 15). */
export const UNPAID_ORDERS_MAX = 5;
export const MSG_OWN_LAWYER = '不能向自己下单';

const UNPAID_REFUSALS: Record<PlacedOrderTable, string> = {
  service_orders: `待支付的服务订单已有${UNPAID_ORDERS_MAX}个，请先支付或取消后再下单`,
  appointments: `待支付的预约已有${UNPAID_ORDERS_MAX}个，请先支付或取消后再预约`,
  document_orders: `待支付的文档订单已有${UNPAID_ORDERS_MAX}个，请先支付或取消后再购买`,
};

/** A lawyer cannot buy their own service or book themselves (the order could never be served). */
export function refuseOwnLawyer(customerId: number, lawyer: { user_id: number }): void {
  if (lawyer.user_id === customerId) throw AppError.common(MSG_OWN_LAWYER);
}

/**
 * Inside the transaction that inserts the order: refuses a customer who already has 5 unpaid orders of
 * this kind. The customer's row is taken first, so orders placed at the same moment cannot all pass.
 */
export async function refuseTooManyUnpaid(
  trx: Kysely<Database>,
  input: { table: PlacedOrderTable; customerId: number },
): Promise<void> {
  const repo = createOrderAdmissionRepo(trx);
  await repo.lockCustomer(input.customerId);
  if ((await repo.unpaidCount(input.table, input.customerId)) >= UNPAID_ORDERS_MAX) {
    throw AppError.common(UNPAID_REFUSALS[input.table], `customer ${input.customerId}: unpaid orders`);
  }
}
