import type { AppointmentDetail, DocumentOrder, PaymentBody, ServiceOrderDetail } from '@lawbridge/contract';
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';
import { appointmentKeys, isAppointmentList } from '../appointments/api/appointment-keys';
import { getAppointment } from '../appointments/api/get-appointment';
import { documentKeys, refreshDocuments } from '../documents/api/document-keys';
import { getDocumentOrder } from '../documents/api/get-document-order';
import { getServiceOrder } from '../service-orders/api/get-service-order';
import { isOrderList, serviceOrderKeys } from '../service-orders/api/service-order-keys';

/** What is paid for: a service order (`S…`), an appointment (`A…`) or a document (`D…`), as POST /payment names it. */
export type PayScene = PaymentBody['scene'];

/** The kind of an order, read from its number (contract: `S`, `A`, `D` + date + digits). */
export const sceneOfOrder = (orderNo: string): PayScene =>
  orderNo.startsWith('A') ? 'appointment' : orderNo.startsWith('D') ? 'document' : 'service';

/** An order of any kind, as its customer sees it. */
export type PayableOrder = ServiceOrderDetail | AppointmentDetail | DocumentOrder;

/**
 * The order's own page, where paying starts, the cashier returns and WeChat's OAuth comes back to. A document
 * order's is its pay page, which opens the document once the order is paid.
 */
export function orderPageOf(orderNo: string): string {
  const paths = {
    appointment: PATHS.appointmentDetail,
    service: PATHS.serviceDetail,
    document: PATHS.documentPay,
  };
  return withQuery(paths[sceneOfOrder(orderNo)], { order_no: orderNo });
}

/** 支付成功 of the order's kind; a document goes back to its detail (through its pay page), now to download. */
export function successPageOf(orderNo: string): string {
  const paths = {
    appointment: PATHS.appointmentSuccess,
    service: PATHS.serviceSuccess,
    document: PATHS.documentPay,
  };
  return withQuery(paths[sceneOfOrder(orderNo)], { order_no: orderNo });
}

/** Reads the order from its kind's detail endpoint. */
export function loadPayableOrder(orderNo: string, signal?: AbortSignal): Promise<PayableOrder> {
  const load = { appointment: getAppointment, service: getServiceOrder, document: getDocumentOrder };
  return load[sceneOfOrder(orderNo)](orderNo, signal);
}

/** The query cache key of the order's detail. */
export function payableOrderKey(orderNo: string): readonly unknown[] {
  const keys = {
    appointment: appointmentKeys.detail,
    service: serviceOrderKeys.detail,
    document: documentKeys.order,
  };
  return keys[sceneOfOrder(orderNo)](orderNo);
}

/** The order now paid: its detail in the cache, its kind's lists (a document's pages) refetched when next shown. */
export function storePaidOrder(queryClient: QueryClient, order: PayableOrder): void {
  queryClient.setQueryData(payableOrderKey(order.order_no), order);
  const scene = sceneOfOrder(order.order_no);
  if (scene === 'appointment') {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all, predicate: isAppointmentList });
  } else if (scene === 'document') {
    void refreshDocuments(queryClient);
  } else {
    void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.all, predicate: isOrderList });
  }
}
