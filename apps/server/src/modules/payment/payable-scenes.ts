import type { AppointmentDetail, DocumentOrder, PaymentBody, ServiceOrderDetail } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { PaymentInput } from './order-payments';
import { MSG_ORDER_NOT_FOUND } from './order-payments';

export type PaymentScene = PaymentBody['scene'];

/** What the payment routes need of an order the customer pays. */
export interface PayableOrder {
  id: number;
  order_no: string;
  price: number;
  state: string;
  created_at: number;
  /** What the payer sees at the provider, e.g. the service's name. */
  title: string;
}

/** One order kind as the payment routes see it (service orders, appointments, document orders). */
export interface PayableScene {
  /** The first letter of its order numbers. */
  prefix: 'S' | 'A' | 'D';
  /** The customer's own order of this kind; someone else's or none answers `无权操作`. */
  customersOrder(input: { userId: number; orderNo: string }): Promise<PayableOrder>;
  /** Throws (code 7, saying why) when the customer's order may not be paid now for a reason of its kind. */
  readyToPay(input: { userId: number; orderNo: string }): Promise<void>;
  paymentStarted(order: PayableOrder): Promise<void>;
  recordPayment(input: PaymentInput): Promise<unknown>;
  /** The order as its customer sees it now (the sandbox cashier's answer). */
  customerDetail(input: {
    userId: number;
    orderNo: string;
  }): Promise<ServiceOrderDetail | AppointmentDetail | DocumentOrder>;
}

export type PayableScenes = Record<PaymentScene, PayableScene>;

/** The scene an order number belongs to, by its first letter; an unknown one is an unknown order. */
export function sceneOfOrderNo(scenes: PayableScenes, orderNo: string): PayableScene {
  const scene = Object.values(scenes).find((candidate) => orderNo.startsWith(candidate.prefix));
  if (!scene) throw AppError.common(MSG_ORDER_NOT_FOUND, `no order kind for ${orderNo}`);
  return scene;
}
