import type { AppealOrderKind, ServiceOrderActionBody, ServiceOrderDetail } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useActOnAppointment } from '../../appointments/api/act-on-appointment';
import { useAppointment } from '../../appointments/api/get-appointment';
import { useActOnServiceOrder } from '../../service-orders/api/act-on-service-order';
import { useServiceOrder } from '../../service-orders/api/get-service-order';

/** The order kinds with refund requests the lawyer answers: service orders and appointments. */
export const REFUND_ORDER_KINDS = ['service', 'appointment'] as const satisfies readonly AppealOrderKind[];
export type RefundOrderKind = (typeof REFUND_ORDER_KINDS)[number];

/** What the lawyer's answer reads of an order of either kind. */
export type RefundOrder = Pick<
  ServiceOrderDetail,
  'order_no' | 'actions' | 'paid_amount' | 'refunded_amount' | 'refund_requests'
>;

/** 同意退款 or 说明情况: the same body on both kinds' action endpoints. */
export type RefundAnswerBody = Extract<ServiceOrderActionBody, { action: 'agree_refund' | 'answer_refund' }>;

/** The order `orderNo` of `kind` (the other kind's query stays idle). */
export function useRefundOrder(kind: RefundOrderKind, orderNo: string): UseQueryResult<RefundOrder> {
  const service = useServiceOrder(kind === 'service' ? orderNo : '');
  const appointment = useAppointment(kind === 'appointment' ? orderNo : '');
  return kind === 'service' ? service : appointment;
}

/**
 * Sends the lawyer's answer through the kind's action endpoint; the answered order goes into its detail. A
 * refusal has been shown as a toast (the promise rejects).
 */
export function useAnswerRefund(kind: RefundOrderKind) {
  const service = useActOnServiceOrder();
  const appointment = useActOnAppointment();
  return {
    isPending: kind === 'service' ? service.isPending : appointment.isPending,
    send: (body: RefundAnswerBody): Promise<unknown> =>
      kind === 'service' ? service.mutateAsync(body) : appointment.mutateAsync(body),
  };
}
