import type { AdminServiceOrderFilter } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { commissionRateBp } from '../order/commission-rate';
import '../../core/db/schema-money-core';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import { containsIgnoringCase } from '../lawyer/like-match';
import { SERVICE_ORDER_KIND } from './repo';

export interface ConsoleOrderFilter {
  /** A lifecycle state, or 待确认 / 退款中 as users see them. */
  state?: AdminServiceOrderFilter | undefined;
  orderNo?: string | undefined;
  /** The start of the customer's phone (digits only). */
  customerPhone?: string | undefined;
  lawyerName?: string | undefined;
  /** Created at or after (UTC epoch ms). */
  from?: number | undefined;
  /** Created before (UTC epoch ms). */
  before?: number | undefined;
}

const ORDER_COLUMNS = [
  'service_orders.id',
  'service_orders.order_no',
  'service_orders.state',
  'service_orders.service_name',
  'service_orders.price',
  'service_orders.paid_amount',
  'service_orders.refunded_amount',
  'service_orders.refund_open',
  'service_orders.delivered_at',
  'service_orders.commission_rate_bp',
  'service_orders.created_at',
  'service_orders.paid_at',
  'users.nickname as customer_nickname',
  'users.phone as customer_phone',
  'lawyers.uuid as lawyer_uuid',
  'lawyers.name as lawyer_name',
] as const;

/** The order configs the console prices: online services and the offline appointment. */
const PRICED_SCENES = ['service', 'appointment'] as const;
type PricedScene = (typeof PRICED_SCENES)[number];

/** The console's SQL over service orders, their payments, refund requests, ledger lines and settings. */
export function createConsoleOrderRepo(db: Kysely<Database>) {
  const orders = () =>
    db
      .selectFrom('service_orders')
      .innerJoin('users', 'users.id', 'service_orders.customer_id')
      .innerJoin('lawyers', 'lawyers.id', 'service_orders.lawyer_id');

  const filtered = (filter: ConsoleOrderFilter) => {
    let query = orders();
    if (filter.state === 'to_confirm') {
      query = query
        .where('service_orders.state', '=', 'pending')
        .where('service_orders.delivered_at', 'is not', null)
        .where('service_orders.refund_open', '=', 0);
    } else if (filter.state === 'refunding') {
      query = query.where('service_orders.refund_open', '=', 1);
    } else if (filter.state) {
      query = query.where('service_orders.state', '=', filter.state);
    }
    if (filter.orderNo) query = query.where('service_orders.order_no', '=', filter.orderNo);
    if (filter.customerPhone) query = query.where('users.phone', 'like', `${filter.customerPhone}%`);
    if (filter.lawyerName) {
      const name = filter.lawyerName;
      query = query.where((eb) => containsIgnoringCase(db, eb.ref('lawyers.name'), name));
    }
    if (filter.from !== undefined) query = query.where('service_orders.created_at', '>=', filter.from);
    if (filter.before !== undefined) query = query.where('service_orders.created_at', '<', filter.before);
    return query;
  };

  const refunds = (status: number) =>
    db
      .selectFrom('refund_requests')
      .innerJoin('service_orders', 'service_orders.id', 'refund_requests.order_id')
      .innerJoin('users', 'users.id', 'service_orders.customer_id')
      .innerJoin('lawyers', 'lawyers.id', 'service_orders.lawyer_id')
      .where('refund_requests.order_kind', '=', SERVICE_ORDER_KIND)
      .where('refund_requests.state', '=', status);

  return {
    /** Newest orders first. */
    list(filter: ConsoleOrderFilter, page: { offset: number; limit: number }) {
      return filtered(filter)
        .select(ORDER_COLUMNS)
        .orderBy('service_orders.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async count(filter: ConsoleOrderFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    findByNo(orderNo: string) {
      return orders()
        .selectAll('service_orders')
        .select(['users.nickname as customer_nickname', 'users.phone as customer_phone'])
        .select(['lawyers.uuid as lawyer_uuid', 'lawyers.name as lawyer_name'])
        .where('service_orders.order_no', '=', orderNo)
        .executeTakeFirst();
    },

    /** Every entry of the order's journal transactions, in the order they were written. */
    ledgerLinesOf(orderId: number) {
      return db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select([
          'ledger_entries.transaction_id',
          'ledger_transactions.kind',
          'ledger_entries.account',
          'ledger_entries.amount',
          'ledger_entries.created_at',
        ])
        .where('ledger_transactions.order_kind', '=', SERVICE_ORDER_KIND)
        .where('ledger_transactions.order_id', '=', orderId)
        .orderBy('ledger_entries.id')
        .execute();
    },

    /** Refund requests of one review state, oldest first, with their orders. */
    refundQueue(status: number, page: { offset: number; limit: number }) {
      return refunds(status)
        .leftJoin('operators', 'operators.id', 'refund_requests.decided_by')
        .selectAll('refund_requests')
        .select([
          'operators.display_name as decided_by_name',
          'service_orders.order_no',
          'service_orders.state as order_state',
          'service_orders.service_name',
          'service_orders.price',
          'service_orders.paid_amount',
          'service_orders.refunded_amount',
          'users.nickname as customer_nickname',
          'users.phone as customer_phone',
          'lawyers.uuid as lawyer_uuid',
          'lawyers.name as lawyer_name',
        ])
        .orderBy('refund_requests.id', 'asc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async refundQueueCount(status: number): Promise<number> {
      const row = await refunds(status)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    findRefundRequest(id: number) {
      return db
        .selectFrom('refund_requests')
        .selectAll()
        .where('id', '=', id)
        .where('order_kind', '=', SERVICE_ORDER_KIND)
        .executeTakeFirst();
    },

    /** The provider that took the order's payment (its refunds go back through the same clearing account). */
    async payingProvider(orderId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('payments')
        .select('provider')
        .where('order_kind', '=', SERVICE_ORDER_KIND)
        .where('order_id', '=', orderId)
        .where('kind', '=', 'pay')
        .orderBy('id')
        .executeTakeFirst();
      return row?.provider;
    },

    /** The priced configs of one scene: the online services, or the offline appointment. */
    configsOf(scene: PricedScene) {
      return db
        .selectFrom('order_configs')
        .select(['id', 'name', 'description', 'price', 'enabled', 'updated_at', 'min_price', 'max_price'])
        .where('scene', '=', scene)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** A priced config the console may edit, of either scene. */
    pricedConfig(id: number) {
      return db
        .selectFrom('order_configs')
        .select(['id', 'name', 'price', 'enabled', 'scene', 'min_price', 'max_price'])
        .where('id', '=', id)
        .where('scene', 'in', PRICED_SCENES)
        .executeTakeFirst();
    },

    async updateServiceConfig(input: { id: number; price: number; enabled: 0 | 1; now: number }) {
      await db
        .updateTable('order_configs')
        .set({ price: input.price, enabled: input.enabled, updated_at: input.now })
        .where('id', '=', input.id)
        .execute();
    },

    commissionRateBp: (): Promise<number> => commissionRateBp(db),

    async setCommissionRateBp(value: number, now: number): Promise<void> {
      await db
        .updateTable('platform_settings')
        .set({ value: String(value), updated_at: now })
        .where('key', '=', 'commission_rate_bp')
        .execute();
    },
  };
}

export type ConsoleOrderRepo = ReturnType<typeof createConsoleOrderRepo>;
