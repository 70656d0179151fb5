import {
  actionsFor,
  imageUrl,
  SERVICE_ORDER_LIFECYCLE,
  serviceOrderStateLabel,
  SERVICE_REFUND_REQUESTS_MAX,
  stateNamed,
  transitionNamed,
  type PersonActor,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import type { OrderEventRow } from '../../core/db/schema-money-core';
import type { ImageLinks } from '../upload/image-links';
import { guardHolds } from '../../core/lifecycle/guards';
import { attachedView, type AttachedUpload } from '../order/attached-uploads';
import { refundRequestView, type RefundRequestWithUploads } from '../refund/refund-request-view';
import type { ServiceOrderListRow } from './repo';

/** What an order's detail shows besides its row and events: images and files, and refund requests. */
export interface OrderExtras {
  images: readonly AttachedUpload[];
  deliveryAttachments: readonly AttachedUpload[];
  refundRequests: readonly RefundRequestWithUploads[];
}

/** A customer may ask at most SERVICE_REFUND_REQUESTS_MAX times: past that the action is not offered. */
function offered(name: string, extras: OrderExtras): boolean {
  return name !== 'request_refund' || extras.refundRequests.length < SERVICE_REFUND_REQUESTS_MAX;
}

/** The list view of an order: what 服务记录 and the lawyer's list show. */
export function serviceOrderSummary(row: ServiceOrderListRow): ServiceOrderSummary {
  return {
    order_no: row.order_no,
    state: row.state,
    state_label: serviceOrderStateLabel(row),
    status: stateNamed(SERVICE_ORDER_LIFECYCLE, row.state).seedValue,
    service_name: row.service_name,
    price: row.price,
    paid_amount: row.paid_amount,
    refunded_amount: row.refunded_amount,
    refund_open: row.refund_open,
    lawyer: {
      uuid: row.lawyer_uuid,
      name: row.lawyer_name,
      avatar: row.lawyer_avatar ? imageUrl(row.lawyer_avatar) : null,
    },
    customer: { nickname: row.customer_nickname },
    created_at: row.created_at,
  };
}

/**
 * 律师服务详情 for one viewer (the order's customer or lawyer): the order, its images, files and refund
 * requests, its conversation, its timeline and the buttons the lifecycle table allows them. Uploads are
 * private: the parties get addresses signed for about an hour.
 */
export function serviceOrderDetail(
  row: ServiceOrderListRow,
  events: readonly OrderEventRow[],
  viewer: PersonActor,
  extras: OrderExtras & { conversationId: number | null },
  links: ImageLinks,
  now: number,
): ServiceOrderDetail {
  const described = attachedView(extras.images, links);
  const delivered = attachedView(extras.deliveryAttachments, links);
  return {
    ...serviceOrderSummary(row),
    description: row.description,
    images: described.images,
    files: described.files,
    delivery_note: row.delivery_note,
    delivery_attachments: delivered.images,
    delivery_files: delivered.files,
    conversation_id: extras.conversationId,
    refund_requests: extras.refundRequests.map((request) =>
      refundRequestView(request, row.paid_amount, links, now),
    ),
    paid_at: row.paid_at,
    accepted_at: row.accepted_at,
    delivered_at: row.delivered_at,
    finished_at: row.finished_at,
    actions: actionsFor(SERVICE_ORDER_LIFECYCLE, row.state, viewer)
      .filter((transition) => guardHolds(transition.guard, row, now))
      .map((transition) => transition.name)
      .filter((name) => offered(name, extras)),
    events: events.map((event) => ({
      transition: event.transition,
      label: transitionNamed(SERVICE_ORDER_LIFECYCLE, event.transition as ServiceOrderTransitionName).label,
      from: event.from_state,
      to: event.to_state,
      actor: event.actor_kind,
      amount: event.amount,
      note: event.note,
      created_at: event.created_at,
    })),
  };
}
