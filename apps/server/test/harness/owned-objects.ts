import { API } from '@lawbridge/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { insertListed } from '../document/support/listed-rows';
import type { CallerName, CallerWorld } from './harness-callers';

/**
 * For each `owner` route, a request about an object that belongs to the `customer` caller (and, for
 * orders, to the `lawyer` caller as its lawyer): the matrix proves the other users get `无权操作`.
 * An owner route missing here fails the matrix.
 */
export interface OwnedRequest {
  /** The callers the object belongs to (the others must get 无权操作). */
  owners: readonly CallerName[];
  request(objects: OwnedObjects, caller: CallerName): Pick<InjectOptions, 'url' | 'payload'>;
}

export const OWNED_REQUESTS: Record<string, OwnedRequest> = {
  'GET /api/v1/order/service/detail': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }) => ({ url: `${API.serviceOrderDetail}?order_no=${orderNo}` }),
  },
  // Each side asks for an action of its own side of the lifecycle table, so only ownership decides.
  'POST /api/v1/order/service/action': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }, caller) => ({
      url: API.serviceOrderAction,
      payload: { order_no: orderNo, action: caller.toLowerCase().includes('lawyer') ? 'accept' : 'close' },
    }),
  },
  // Paying is the customer's alone.
  'POST /api/v1/payment': {
    owners: ['customer'],
    request: ({ orderNo }) => ({
      url: API.payment,
      payload: { app_scene: 'h5', scene: 'service', order_no: orderNo },
    }),
  },
  'POST /api/v1/payment/sandbox/confirm': {
    owners: ['customer'],
    request: ({ orderNo }) => ({ url: API.sandboxConfirm, payload: { order_no: orderNo } }),
  },
  // Appointments: the customer and the lawyer it is assigned to; the actions asked for are refused by the
  // lifecycle (not yet payable, not yet met) without changing anything, so only ownership decides.
  'GET /api/v1/order/appointment/detail': {
    owners: ['customer', 'lawyer'],
    request: ({ appointmentNo }) => ({ url: `${API.appointmentDetail}?order_no=${appointmentNo}` }),
  },
  'POST /api/v1/order/appointment/action': {
    owners: ['customer', 'lawyer'],
    request: ({ appointmentNo }, caller) => ({
      url: API.appointmentAction,
      payload: {
        order_no: appointmentNo,
        action: caller.toLowerCase().includes('lawyer') ? 'mark_met' : 'close',
      },
    }),
  },
  // 电话咨询's number and calls: both parties (the owned order is another service: refused, but not 无权操作).
  'GET /api/v1/call': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }) => ({ url: `${API.call}?order_no=${orderNo}` }),
  },
  'POST /api/v1/call/bind': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }) => ({ url: API.callBind, payload: { order_no: orderNo } }),
  },
  // Reviews: only the customer writes one, both parties read it, only the lawyer replies.
  'POST /api/v1/review': {
    owners: ['customer'],
    request: ({ orderNo }) => ({ url: API.review, payload: { order_no: orderNo, rating: 5 } }),
  },
  'GET /api/v1/review/order': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }) => ({ url: `${API.reviewOfOrder}?order_no=${orderNo}` }),
  },
  'POST /api/v1/lawyer/review/reply': {
    owners: ['lawyer'],
    request: ({ orderNo }) => ({
      url: API.lawyerReviewReply,
      payload: { order_no: orderNo, reply: '感谢您的信任。' },
    }),
  },
  // A notification is read by its own user only: the lawyer caller's notice of the offered appointment.
  'POST /api/v1/notification/read': {
    owners: ['lawyer'],
    request: ({ lawyerNotificationId }) => ({
      url: API.notificationRead,
      payload: { id: lawyerNotificationId },
    }),
  },
  // Chat: the customer's conversation with the lawyer caller; both parties read, send and mark read.
  'GET /api/v1/chat/conversation/detail': {
    owners: ['customer', 'lawyer'],
    request: ({ conversationId }) => ({
      url: `${API.chatConversationDetail}?conversation_id=${conversationId}`,
    }),
  },
  'GET /api/v1/chat/message': {
    owners: ['customer', 'lawyer'],
    request: ({ conversationId }) => ({ url: `${API.chatMessages}?conversation_id=${conversationId}` }),
  },
  'POST /api/v1/chat/message': {
    owners: ['customer', 'lawyer'],
    request: ({ conversationId }, caller) => ({
      url: API.chatMessages,
      payload: {
        conversation_id: conversationId,
        client_id: `harness-${caller}`,
        kind: 'text',
        text: '您好',
      },
    }),
  },
  'POST /api/v1/chat/read': {
    owners: ['customer', 'lawyer'],
    request: ({ conversationId, chatMessageId }) => ({
      url: API.chatRead,
      payload: { conversation_id: conversationId, message_id: chatMessageId },
    }),
  },
  // Appeals: the customer's appeal (waiting for the platform) on the owned order, against the lawyer caller;
  // each side asks for a transition the state refuses, so only ownership decides.
  'POST /api/v1/appeal': {
    owners: ['customer'],
    request: ({ orderNo }) => ({
      url: API.appeals,
      payload: { order_kind: 'service', order_no: orderNo, type: '其他', text: '申诉说明' },
    }),
  },
  'GET /api/v1/appeal/eligibility': {
    owners: ['customer'],
    request: ({ orderNo }) => ({ url: `${API.appealEligibility}?order_kind=service&order_no=${orderNo}` }),
  },
  'GET /api/v1/appeal/detail': {
    owners: ['customer'],
    request: ({ appealId }) => ({ url: `${API.appealDetail}?id=${appealId}` }),
  },
  'POST /api/v1/appeal/action': {
    owners: ['customer'],
    request: ({ appealId }) => ({ url: API.appealAction, payload: { id: appealId, action: 'accept_offer' } }),
  },
  'GET /api/v1/lawyer/appeal/detail': {
    owners: ['lawyer'],
    request: ({ appealId }) => ({ url: `${API.lawyerAppealDetail}?id=${appealId}` }),
  },
  'POST /api/v1/lawyer/appeal/answer': {
    owners: ['lawyer'],
    request: ({ appealId }) => ({
      url: API.lawyerAppealAnswer,
      payload: { id: appealId, answer: 'offer', amount: 100 },
    }),
  },
  // Documents: the customer's listed document (uploader's routes) and a rating of it by the other customer.
  // A new version is refused for its file and a listed document cannot be put back on sale: nothing changes.
  // Document orders: the customer's unpaid order of the lawyer caller's document; only the buyer sees and acts
  // (a refund of an unpaid order is refused by the lifecycle without changing anything).
  'GET /api/v1/document/order/detail': {
    owners: ['customer'],
    request: ({ documentOrderNo }) => ({ url: `${API.documentOrderDetail}?order_no=${documentOrderNo}` }),
  },
  'POST /api/v1/document/order/action': {
    owners: ['customer'],
    request: ({ documentOrderNo }) => ({
      url: API.documentOrderAction,
      payload: { order_no: documentOrderNo, action: 'refund' },
    }),
  },
  'POST /api/v1/document/version': {
    owners: ['customer'],
    request: ({ documentId }) => ({
      url: API.documentVersion,
      payload: { id: documentId, file_id: 'abcdefghij0123456789' },
    }),
  },
  'POST /api/v1/document/sale': {
    owners: ['customer'],
    request: ({ documentId }) => ({ url: API.documentSale, payload: { id: documentId, on_sale: true } }),
  },
  'POST /api/v1/document/rating/reply': {
    owners: ['customer'],
    request: ({ documentRatingId }) => ({
      url: API.documentRatingReply,
      payload: { id: documentRatingId, text: '感谢支持' },
    }),
  },
};

export interface OwnedObjects {
  /** The lawyer caller's notice of the appointment offered to them. */
  lawyerNotificationId: number;
  /** The customer's conversation with the lawyer caller, and its first message. */
  conversationId: number;
  chatMessageId: number;
  orderNo: string;
  /** A paid appointment of the `customer` caller, assigned to the `lawyer` caller. */
  appointmentNo: string;
  /** The `customer` caller's appeal against the `lawyer` caller on `orderNo`, waiting for the platform. */
  appealId: number;
  /** A listed document uploaded by the `customer` caller, and a rating of it by the `otherCustomer` caller. */
  documentId: number;
  documentRatingId: number;
  /** An unpaid order of the `customer` caller for a priced document of the `lawyer` caller. */
  documentOrderNo: string;
}

async function envelope<T>(app: FastifyInstance, request: InjectOptions): Promise<T> {
  const body = (await app.inject(request)).json<{ code: number; msg: string; data: T }>();
  if (body.code !== 0) throw new Error(`${String(request.url)}: ${body.msg}`);
  return body.data;
}

/** The customer books and pays an appointment; the platform assigns it to the lawyer caller. */
async function ownedAppointment(app: FastifyInstance, world: CallerWorld, now: number): Promise<string> {
  const legalType = await app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();
  const booked = await envelope<{ order_no: string }>(app, {
    method: 'POST',
    url: API.appointments,
    headers: world.callers.customer,
    payload: {
      name: '王先生',
      phone: '13700000001',
      area_code: '110105',
      legal_type_id: legalType.id,
      // 12:00 in Shanghai the next day (the test clock starts at 10:00): a half hour within business hours.
      appointment_at: Math.ceil((now + 26 * 3_600_000) / 1_800_000) * 1_800_000,
      description: '想当面咨询房屋买卖合同纠纷。',
    },
  });
  const pay = { app_scene: 'h5', scene: 'appointment', order_no: booked.order_no };
  await envelope(app, { method: 'POST', url: API.payment, headers: world.callers.customer, payload: pay });
  await envelope(app, {
    method: 'POST',
    url: API.sandboxConfirm,
    headers: world.callers.customer,
    payload: { order_no: booked.order_no },
  });
  const row = await app.appointments.service.findByNo(booked.order_no);
  await app.appointments.service.assign({
    row: row!,
    lawyerUuid: world.lawyerUuid,
    operatorId: 1,
    alsoWithin: async () => {},
  });
  return booked.order_no;
}

/** An appeal written straight into the table: the owned order is not finished, and ownership is what counts. */
async function ownedAppeal(app: FastifyInstance, orderNo: string, now: number): Promise<number> {
  const order = await app.db
    .selectFrom('service_orders')
    .select(['id', 'customer_id', 'lawyer_id'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  const appeal = await app.db
    .insertInto('appeals')
    .values({
      order_kind: 'service',
      order_id: order.id,
      order_no: orderNo,
      customer_id: order.customer_id,
      lawyer_id: order.lawyer_id,
      type: '其他',
      text: '申诉说明',
      state: 'waiting_operator',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return appeal.id;
}

/** The customer's listed document with one approved version, and the other customer's rating of it. */
async function ownedDocument(app: FastifyInstance, now: number) {
  const userIdOf = async (phone: string) =>
    (await app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const legalType = await app.db
    .selectFrom('legal_types')
    .select('id')
    .where('parent_id', 'is not', null)
    .executeTakeFirstOrThrow();
  const documentId = await insertListed(app.db, {
    title: '劳动合同范本',
    uploaderId: await userIdOf('13700000001'),
    legalTypeId: legalType.id,
    listedAt: now,
  });
  const rating = await app.db
    .insertInto('document_ratings')
    .values({
      document_id: documentId,
      order_id: null,
      user_id: await userIdOf('13700000002'),
      score: 5,
      text: '很实用',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { documentId, documentRatingId: rating.id };
}

/** The customer buys (and leaves unpaid) a priced document the lawyer caller uploaded. */
async function ownedDocumentOrder(app: FastifyInstance, world: CallerWorld, now: number): Promise<string> {
  const lawyer = await app.db
    .selectFrom('lawyers')
    .select(['id', 'user_id'])
    .where('uuid', '=', world.lawyerUuid)
    .executeTakeFirstOrThrow();
  const legalType = await app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();
  const documentId = await insertListed(app.db, {
    title: '房屋租赁合同范本',
    uploaderId: lawyer.user_id,
    lawyerId: lawyer.id,
    legalTypeId: legalType.id,
    price: 990,
    listedAt: now,
  });
  const order = await envelope<{ order_no: string }>(app, {
    method: 'POST',
    url: API.documentOrders,
    headers: world.callers.customer,
    payload: { document_id: documentId },
  });
  return order.order_no;
}

/** A service order the `customer` caller placed with the `lawyer` caller, and an appointment. */
export async function createOwnedObjects(
  app: FastifyInstance,
  world: CallerWorld,
  now: number,
): Promise<OwnedObjects> {
  const config = await app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'POST',
    url: API.serviceOrders,
    headers: world.callers.customer,
    payload: {
      lawyer_uuid: world.lawyerUuid,
      config_id: config.id,
      description: '想咨询一下合同违约的问题。',
    },
  });
  const body = response.json<{ code: number; msg: string; data: { order_no: string } }>();
  if (body.code !== 0) throw new Error(`could not place the owned order: ${body.msg}`);
  const conversation = await envelope<{ id: number }>(app, {
    method: 'POST',
    url: API.chatConversations,
    headers: world.callers.customer,
    payload: { lawyer_uuid: world.lawyerUuid },
  });
  const message = await envelope<{ id: number }>(app, {
    method: 'POST',
    url: API.chatMessages,
    headers: world.callers.customer,
    payload: { conversation_id: conversation.id, client_id: 'harness-first', kind: 'text', text: '律师您好' },
  });
  const appointmentNo = await ownedAppointment(app, world, now);
  const offered = await app.db
    .selectFrom('notifications')
    .select('id')
    .where('kind', '=', 'appointment_offered')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const appealId = await ownedAppeal(app, body.data.order_no, now);
  return {
    ...(await ownedDocument(app, now)),
    documentOrderNo: await ownedDocumentOrder(app, world, now),
    appealId,
    orderNo: body.data.order_no,
    appointmentNo,
    lawyerNotificationId: offered.id,
    conversationId: conversation.id,
    chatMessageId: message.id,
  };
}
