import type { AppointmentDetail, PaymentBody, ServiceOrderDetail } from '@lawbridge/contract';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';
import { appointmentKeys, isAppointmentList } from '../appointments/api/appointment-keys';
import { getAppointment } from '../appointments/api/get-appointment';
import { getServiceOrder } from '../service-orders/api/get-service-order';
import { isOrderList, serviceOrderKeys } from '../service-orders/api/service-order-keys';

/** What is paid for: a service order (`S…`) or an appointment (`A…`), as POST /payment names it. */
export type PayScene = PaymentBody['scene'];

/** The kind of an order, read from its number (contract: `S`, `A`, `D` + date + digits). */
export const sceneOfOrder = (orderNo: string): PayScene =>
  orderNo.startsWith('A') ? 'appointment' : 'service';

/** An order of either kind, as its customer sees it. */
export type PayableOrder = ServiceOrderDetail | AppointmentDetail;

/** The order's own page, where paying starts, the cashier returns and WeChat's OAuth comes back to. */
export function orderPageOf(orderNo: string): string {
  const path = sceneOfOrder(orderNo) === 'appointment' ? PATHS.appointmentDetail : PATHS.serviceDetail;
  return withQuery(path, { order_no: orderNo });
}

/** 支付成功 of the order's kind. */
export function successPageOf(orderNo: string): string {
  const path = sceneOfOrder(orderNo) === 'appointment' ? PATHS.appointmentSuccess : PATHS.serviceSuccess;
  return withQuery(path, { order_no: orderNo });
}

/** Reads the order from its kind's detail endpoint. */
export function loadPayableOrder(orderNo: string, signal?: AbortSignal): Promise<PayableOrder> {
  return sceneOfOrder(orderNo) === 'appointment'
    ? getAppointment(orderNo, signal)
    : getServiceOrder(orderNo, signal);
}

/** The query cache key of the order's detail. */
export function payableOrderKey(orderNo: string): readonly unknown[] {
  return sceneOfOrder(orderNo) === 'appointment'
    ? appointmentKeys.detail(orderNo)
    : serviceOrderKeys.detail(orderNo);
}

/** The order now paid: its detail in the cache, its kind's lists refetched when next shown. */
export function storePaidOrder(queryClient: QueryClient, order: PayableOrder): void {
  queryClient.setQueryData(payableOrderKey(order.order_no), order);
  if (sceneOfOrder(order.order_no) === 'appointment') {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all, predicate: isAppointmentList });
  } else {
    void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.all, predicate: isOrderList });
  }
}
