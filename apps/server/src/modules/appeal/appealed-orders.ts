import type { AppealOrderKind } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';

/** What an appeal needs of the order it is about, whatever its kind. */
export interface AppealedOrder {
  kind: AppealOrderKind;
  id: number;
  order_no: string;
  customer_id: number;
  lawyer_id: number | null;
  /** Whether the order is finished (service `finish`, appointment `finished`). */
  finished: boolean;
  finished_at: number | null;
  paid_amount: number;
  refunded_amount: number;
  commission_rate_bp: number;
  /** The service's name, or 线下咨询预约. */
  title: string;
  created_at: number;
}

const TABLES = { service: 'service_orders', appointment: 'appointments' } as const;
const APPOINTMENT_TITLE = '线下咨询预约';

const COLUMNS = [
  'id',
  'order_no',
  'customer_id',
  'lawyer_id',
  'state',
  'finished_at',
  'paid_amount',
  'refunded_amount',
  'commission_rate_bp',
  'created_at',
] as const;

type OrderColumns = Pick<AppealedOrder, Exclude<(typeof COLUMNS)[number], 'state'>> & { state: string };

function appealed(kind: AppealOrderKind, row: OrderColumns, title: string): AppealedOrder {
  const { state, ...rest } = row;
  return { ...rest, kind, title, finished: state === (kind === 'service' ? 'finish' : 'finished') };
}

/** The orders appeals are made on: service orders and appointments, read and refunded alike. */
export function createAppealedOrders(db: Kysely<Database>) {
  return {
    async find(kind: AppealOrderKind, orderNo: string): Promise<AppealedOrder | undefined> {
      if (kind === 'service') {
        const row = await db
          .selectFrom('service_orders')
          .select([...COLUMNS, 'service_name'])
          .where('order_no', '=', orderNo)
          .executeTakeFirst();
        return row && appealed(kind, row, row.service_name);
      }
      const row = await db
        .selectFrom('appointments')
        .select(COLUMNS)
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      return row && appealed(kind, row, APPOINTMENT_TITLE);
    },

    /**
     * Adds an appeal's refund to the order's refunded amount, only while it stays within what was paid
     * (false: another refund got there first; the caller rolls back).
     */
    async addRefunded(order: AppealedOrder, amount: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable(TABLES[order.kind])
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount), updated_at: now }))
        .where('id', '=', order.id)
        .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', eb.ref('paid_amount')))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
