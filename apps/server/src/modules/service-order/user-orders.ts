import type {
  PersonActor,
  ServiceOrderActionBody,
  ServiceOrderCreateBody,
  ServiceOrderDetail,
  ServiceOrderListQuery,
  ServiceOrderSummary,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { createChatRepo } from '../chat/repo';
import type { ImageLinks } from '../upload/image-links';
import { loadOrderExtras } from './order-extras';
import { createOrderInputsRepo, createServiceOrderRepo, SERVICE_ORDER_KIND } from './repo';
import type { ActionInput, ServiceOrderService } from './service';
import { serviceOrderDetail, serviceOrderSummary } from './view';

/**
 * What customers and lawyers do with service orders through the API: the order's own party only.
 * Someone else's order and an order that does not exist both answer `无权操作` (PRODUCT §3).
 */
export type UserOrders = ReturnType<typeof createUserOrders>;

export function createUserOrders(deps: {
  db: Kysely<Database>;
  service: ServiceOrderService;
  /** Order images are private: the parties get signed addresses. */
  links: ImageLinks;
  /** The actions offered depend on the time (the lawyer's answer time of a refund request). */
  clock: Clock;
}) {
  const { db, service, links } = deps;
  const orders = createServiceOrderRepo(db);
  const inputs = createOrderInputsRepo(db);

  async function roleOf(order: ServiceOrderRow, userId: number): Promise<PersonActor | null> {
    if (order.customer_id === userId) return 'customer';
    const lawyer = await inputs.lawyerOfUser(userId);
    return lawyer && lawyer.id === order.lawyer_id ? 'lawyer' : null;
  }

  async function ownOrder(orderNo: string, userId: number) {
    const order = await orders.findByNo(orderNo);
    const role = order ? await roleOf(order, userId) : null;
    if (!order || !role) throw AppError.forbidden(`order ${orderNo} is not user ${userId}'s`);
    return { order, role };
  }

  async function detailFor(orderId: number, role: PersonActor): Promise<ServiceOrderDetail> {
    const [row, events, extras] = await Promise.all([
      orders.withNames(orderId),
      createOrderEventsRepo(db).listFor(SERVICE_ORDER_KIND, orderId),
      loadOrderExtras(db, orderId),
    ]);
    // The conversation opened at acceptance (either party may write first from then on).
    const conversationId =
      row!.accepted_at === null ? null : await createChatRepo(db).idBetween(row!.customer_id, row!.lawyer_id);
    return serviceOrderDetail(row!, events, role, { ...extras, conversationId }, links, deps.clock.now());
  }

  async function page(
    party: { customerId: number } | { lawyerId: number },
    query: ServiceOrderListQuery,
  ): Promise<{ list: ServiceOrderSummary[]; total: number; page: number; page_size: number }> {
    const { rows, total } = await orders.listPage({
      party,
      state: query.state,
      group: query.group,
      page: query.page,
      pageSize: query.page_size,
    });
    return { list: rows.map(serviceOrderSummary), total, page: query.page, page_size: query.page_size };
  }

  return {
    /** The order if the user is its customer; 无权操作 otherwise (paying is the customer's). */
    async customersOrder(input: { userId: number; orderNo: string }): Promise<ServiceOrderRow> {
      const { order, role } = await ownOrder(input.orderNo, input.userId);
      if (role !== 'customer') throw AppError.forbidden('only the customer pays');
      return order;
    },

    async create(input: { userId: number; body: ServiceOrderCreateBody }): Promise<ServiceOrderDetail> {
      const order = await service.create({
        customerId: input.userId,
        lawyerUuid: input.body.lawyer_uuid,
        configId: input.body.config_id,
        description: input.body.description,
        images: input.body.images,
        files: input.body.files,
      });
      return detailFor(order.id, 'customer');
    },

    listAsCustomer: (input: { userId: number; query: ServiceOrderListQuery }) =>
      page({ customerId: input.userId }, input.query),

    async listAsLawyer(input: { userId: number; query: ServiceOrderListQuery }) {
      const lawyer = await inputs.lawyerOfUser(input.userId);
      if (!lawyer) throw AppError.forbidden('not a lawyer');
      return page({ lawyerId: lawyer.id }, input.query);
    },

    async detail(input: { userId: number; orderNo: string }): Promise<ServiceOrderDetail> {
      const { order, role } = await ownOrder(input.orderNo, input.userId);
      return detailFor(order.id, role);
    },

    async act(input: { userId: number; body: ServiceOrderActionBody }): Promise<ServiceOrderDetail> {
      const { body } = input;
      const { order, role } = await ownOrder(body.order_no, input.userId);
      const details: ActionInput =
        body.action === 'answer_refund'
          ? { hearing: { text: body.text, images: body.images } }
          : {
              reason: 'reason' in body ? body.reason : undefined,
              // An empty refund text is no text.
              note: 'note' in body ? body.note : 'text' in body ? body.text || undefined : undefined,
              uploads: 'attachments' in body ? body.attachments : 'images' in body ? body.images : undefined,
              files: 'files' in body ? body.files : undefined,
            };
      await service.act({ order, transition: body.action, actor: { kind: role, id: input.userId }, details });
      return detailFor(order.id, role);
    },
  };
}
