import {
  afterSaleReasonLabel,
  formatFen,
  SERVICE_ORDER_LIFECYCLE,
  transitionNamed,
  type ServiceOrderInterventionBody,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { audit, type AuditActor } from '../operator/audit';
import { createConsoleOrderRepo } from './console-repo';
import { CONSOLE_ORDER_MSG } from './console-service';
import { stateLabel } from './console-view';
import { createServiceOrderRepo } from './repo';
import type { ServiceOrderService } from './service';

/** Why an order in this state takes no intervention (a finished order's customer may appeal instead). */
export const interventionRefusal = (label: string) => `订单${label}，不能由平台取消或退款`;

/** Each intervention as the lifecycle's operator transition and its audit action. */
const INTERVENTIONS = {
  cancel: { transition: 'operator_cancel', action: 'order.cancel' },
  refund_partial: { transition: 'operator_refund', action: 'order.refund' },
} as const satisfies Record<
  ServiceOrderInterventionBody['action'],
  { transition: ServiceOrderTransitionName; action: string }
>;

/**
 * An operator's intervention on a paid service order in progress (issue 18): 取消订单并全额退款 or 部分退款
 * with a reason both sides read. Taken as the lifecycle's operator transition (its state and guard decide
 * whether it may happen; amounts beyond what can still go back are refused with code 1), with the refund
 * sent back through the provider that took the payment, the event, both sides' notices and the audit entry
 * in its transaction.
 */
export function createConsoleIntervention(deps: {
  db: Kysely<Database>;
  clock: Clock;
  service: ServiceOrderService;
}) {
  const { db, clock } = deps;

  return async function intervene(input: { body: ServiceOrderInterventionBody; actor: AuditActor }) {
    const { body, actor } = input;
    const order = await createServiceOrderRepo(db).findByNo(body.order_no);
    if (!order) throw AppError.common(CONSOLE_ORDER_MSG.orderNotFound);
    if (!(await createConsoleOrderRepo(db).payingProvider(order.id))) {
      throw AppError.common(CONSOLE_ORDER_MSG.noPayment);
    }
    const { transition, action } = INTERVENTIONS[body.action];
    // Unpaid, finished, closed or cancelled: said plainly rather than as a state that changed meanwhile.
    if (!transitionNamed(SERVICE_ORDER_LIFECYCLE, transition).from.includes(order.state)) {
      throw AppError.common(interventionRefusal(stateLabel(order.state)));
    }
    const refundAmount = body.action === 'cancel' ? order.paid_amount - order.refunded_amount : body.amount;
    const why = `${afterSaleReasonLabel(body.reason_code)}：${body.text}`;
    await deps.service.act({
      order,
      transition,
      actor: { kind: 'operator', id: actor.operatorId },
      details: {
        refundAmount,
        reason: body.text,
        hearing: { reasonCode: body.reason_code, text: body.text },
      },
      alsoWithin: (trx) =>
        audit(trx, {
          actor,
          action,
          target: `order:${order.order_no}`,
          detail: `${body.action === 'cancel' ? '取消订单，' : ''}退款 ${formatFen(refundAmount)} 元（${why}）`,
          at: clock.now(),
        }),
    });
  };
}
