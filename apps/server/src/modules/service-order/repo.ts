import type { ServiceOrderGroup, ServiceOrderStateKey } from '@lawbridge/contract';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import type { OrderStateStore } from '../../core/lifecycle/transition';
import type { AttachedUpload } from '../order/attached-uploads';

export const SERVICE_ORDER_KIND = 'service';

export type ServiceOrderListRow = ServiceOrderRow & {
  lawyer_uuid: string;
  lawyer_name: string;
  lawyer_avatar: string | null;
  customer_nickname: string;
};

export interface NewServiceOrder {
  orderNo: string;
  customerId: number;
  lawyerId: number;
  configId: number;
  serviceName: string;
  price: number;
  commissionRateBp: number;
  description: string;
  /** The customer's images, then files (upload ids). */
  uploads: readonly string[];
  now: number;
}

/** Which orders a list group holds (docs/decisions.md): every order is in exactly one group. */
function inGroup(eb: ExpressionBuilder<Database, 'service_orders'>, group: ServiceOrderGroup) {
  const state = eb.ref('service_orders.state');
  const refundOpen = eb.ref('service_orders.refund_open');
  switch (group) {
    case 'unpaid':
      return eb(state, '=', 'unpaid');
    case 'waiting':
      return eb(state, '=', 'waiting');
    case 'serving':
      return eb.and([eb(state, '=', 'pending'), eb(refundOpen, '=', 0)]);
    case 'refunding':
      return eb(refundOpen, '=', 1);
    case 'finished':
      return eb(state, '=', 'finish');
    case 'cancelled':
      return eb(state, 'in', ['closed', 'cancelled']);
  }
}

/** States of orders that were never paid: a lawyer's lists leave them out. */
const NEVER_PAID: ServiceOrderStateKey[] = ['unpaid', 'closed'];

/** An orders query with the lawyer's and the customer's names its views show. */
function withNames<O>(query: SelectQueryBuilder<Database, 'service_orders', O>) {
  return query
    .innerJoin('lawyers', 'lawyers.id', 'service_orders.lawyer_id')
    .innerJoin('users', 'users.id', 'service_orders.customer_id')
    .selectAll('service_orders')
    .select([
      'lawyers.uuid as lawyer_uuid',
      'lawyers.name as lawyer_name',
      'lawyers.avatar_upload_id as lawyer_avatar',
      'users.nickname as customer_nickname',
    ]);
}

/** The only SQL of service orders. */
export function createServiceOrderRepo(db: Kysely<Database>) {
  return {
    async insert(order: NewServiceOrder): Promise<number> {
      const { id } = await db
        .insertInto('service_orders')
        .values({
          order_no: order.orderNo,
          customer_id: order.customerId,
          lawyer_id: order.lawyerId,
          config_id: order.configId,
          service_name: order.serviceName,
          price: order.price,
          commission_rate_bp: order.commissionRateBp,
          description: order.description,
          state: 'unpaid',
          created_at: order.now,
          updated_at: order.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (order.uploads.length > 0) {
        await db
          .insertInto('service_order_uploads')
          .values(
            order.uploads.map((upload, position) => ({
              order_id: id,
              purpose: 'description',
              position,
              upload_id: upload,
            })),
          )
          .execute();
      }
      return id;
    },

    /**
     * A page of orders with the names their views show, newest first. A lawyer's orders are only those
     * that were paid (never unpaid or closed ones).
     */
    async listPage(input: {
      party: { customerId: number } | { lawyerId: number };
      state?: ServiceOrderStateKey | undefined;
      group?: ServiceOrderGroup | undefined;
      page: number;
      pageSize: number;
    }): Promise<{ rows: ServiceOrderListRow[]; total: number }> {
      const base = db
        .selectFrom('service_orders')
        .where((eb) =>
          'customerId' in input.party
            ? eb('service_orders.customer_id', '=', input.party.customerId)
            : eb('service_orders.lawyer_id', '=', input.party.lawyerId),
        )
        .$if('lawyerId' in input.party, (query) => query.where('service_orders.state', 'not in', NEVER_PAID))
        .$if(input.state !== undefined, (query) => query.where('service_orders.state', '=', input.state!))
        .$if(input.group !== undefined, (query) => query.where((eb) => inGroup(eb, input.group!)));
      const rows = await withNames(base)
        .orderBy('service_orders.id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute();
      const { count } = await base
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },

    /** One order with the names its view shows. */
    withNames(orderId: number): Promise<ServiceOrderListRow | undefined> {
      return withNames(db.selectFrom('service_orders'))
        .where('service_orders.id', '=', orderId)
        .executeTakeFirst();
    },

    findByNo(orderNo: string): Promise<ServiceOrderRow | undefined> {
      return db.selectFrom('service_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    findById(id: number): Promise<ServiceOrderRow | undefined> {
      return db.selectFrom('service_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The images and files stored for a purpose (description, delivery), in the order they were sent. */
    uploadsOf(orderId: number, purpose: string): Promise<AttachedUpload[]> {
      return db
        .selectFrom('service_order_uploads')
        .innerJoin('uploads', 'uploads.id', 'service_order_uploads.upload_id')
        .select(['uploads.id', 'uploads.file_name', 'uploads.size'])
        .where('service_order_uploads.order_id', '=', orderId)
        .where('service_order_uploads.purpose', '=', purpose)
        .orderBy('service_order_uploads.position')
        .execute();
    },

    async addUploads(orderId: number, purpose: string, uploads: readonly string[]): Promise<void> {
      if (uploads.length === 0) return;
      await db
        .insertInto('service_order_uploads')
        .values(
          uploads.map((upload, position) => ({ order_id: orderId, purpose, position, upload_id: upload })),
        )
        .execute();
    },
  };
}

/** Service orders' side of the transition function: compare-and-set on the version. */
export const serviceOrderStore: OrderStateStore<ServiceOrderStateKey> = {
  kind: SERVICE_ORDER_KIND,
  async compareAndSet(trx, input) {
    const result = await trx
      .updateTable('service_orders')
      .set({ ...input.changes, state: input.to, version: input.version + 1, updated_at: input.now })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};

/** What creating an order reads from elsewhere: the lawyer, the service config, the platform's rate. */
export function createOrderInputsRepo(db: Kysely<Database>) {
  return {
    lawyerByUuid(uuid: string) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'user_id', 'enabled', 'accepting'])
        .where('uuid', '=', uuid)
        .executeTakeFirst();
    },

    /** Whether the lawyer may take work now: enabled and 接单中. */
    async lawyerTakesOrders(lawyerId: number): Promise<boolean> {
      const lawyer = await db
        .selectFrom('lawyers')
        .select(['enabled', 'accepting'])
        .where('id', '=', lawyerId)
        .executeTakeFirst();
      return lawyer?.enabled === 1 && lawyer.accepting === 1;
    },

    lawyerOfUser(userId: number) {
      return db.selectFrom('lawyers').select(['id']).where('user_id', '=', userId).executeTakeFirst();
    },

    serviceConfig(id: number) {
      return db
        .selectFrom('order_configs')
        .select(['id', 'name', 'price', 'enabled'])
        .where('id', '=', id)
        .where('scene', '=', 'service')
        .executeTakeFirst();
    },
  };
}
