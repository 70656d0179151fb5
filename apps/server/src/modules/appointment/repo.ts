import type { AppointmentGroup, AppointmentStateKey } from '@lawbridge/contract';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type {
  AppointmentOfferOutcome,
  AppointmentOfferRow,
  AppointmentRow,
} from '../../core/db/schema-appointments';
import type { OrderStateStore } from '../../core/lifecycle/transition';

export const APPOINTMENT_KIND = 'appointment';

/** An appointment with the names its views show. */
export type AppointmentListRow = AppointmentRow & {
  legal_type_name: string;
  lawyer_uuid: string | null;
  lawyer_name: string | null;
  lawyer_avatar: string | null;
  lawyer_phone: string | null;
  lawyer_area_code: string | null;
  lawyer_office_address: string | null;
  customer_nickname: string;
  customer_phone: string;
};

/** Which appointments a 预约记录 tab holds (docs/decisions.md): every appointment is in exactly one group. */
function inGroup(eb: ExpressionBuilder<Database, 'appointments'>, group: AppointmentGroup) {
  const state = eb.ref('appointments.state');
  const refundOpen = eb.ref('appointments.refund_open');
  switch (group) {
    case 'unpaid':
      return eb(state, '=', 'unpaid');
    case 'waiting':
      return eb(state, 'in', ['waiting_platform', 'waiting_lawyer', 'time_proposed']);
    case 'receive':
      return eb.and([eb(state, '=', 'receive'), eb(refundOpen, '=', 0)]);
    case 'refunding':
      return eb(refundOpen, '=', 1);
    case 'finished':
      return eb(state, '=', 'finished');
    case 'cancelled':
      return eb(state, 'in', ['closed', 'cancelled', 'reject']);
  }
}

export interface NewAppointment {
  orderNo: string;
  customerId: number;
  name: string;
  phone: string;
  areaCode: string;
  legalTypeId: number;
  appointmentAt: number;
  placeNote: string | null;
  description: string;
  chosenLawyerId: number | null;
  price: number;
  commissionRateBp: number;
  now: number;
}

/**
 * When the appointment last came into the dispatch queue: its latest event into `waiting_platform` from
 * another state (the payment, or a lawyer's decline or timeout); null if it never did.
 */
export function dispatchQueuedAt(eb: ExpressionBuilder<Database, 'appointments'>) {
  return eb
    .selectFrom('order_events')
    .select((sub) => sub.fn.max('order_events.created_at').as('queued_at'))
    .where('order_events.order_kind', '=', APPOINTMENT_KIND)
    .whereRef('order_events.order_id', '=', 'appointments.id')
    .where('order_events.to_state', '=', 'waiting_platform')
    .where('order_events.from_state', '<>', 'waiting_platform');
}

/** The lawyer shown on an appointment: the assigned one, else the customer's chosen one. */
function withNames<O>(query: SelectQueryBuilder<Database, 'appointments', O>) {
  return query
    .innerJoin('legal_types', 'legal_types.id', 'appointments.legal_type_id')
    .innerJoin('users as customer', 'customer.id', 'appointments.customer_id')
    .leftJoin('lawyers', (join) =>
      join.on((eb) =>
        eb('lawyers.id', '=', eb.fn.coalesce('appointments.lawyer_id', 'appointments.chosen_lawyer_id')),
      ),
    )
    .leftJoin('users as lawyer_user', 'lawyer_user.id', 'lawyers.user_id')
    .selectAll('appointments')
    .select([
      'legal_types.name as legal_type_name',
      'lawyers.uuid as lawyer_uuid',
      'lawyers.name as lawyer_name',
      'lawyers.avatar_upload_id as lawyer_avatar',
      'lawyer_user.phone as lawyer_phone',
      'lawyers.area_code as lawyer_area_code',
      'lawyers.office_address as lawyer_office_address',
      'customer.nickname as customer_nickname',
      'customer.phone as customer_phone',
    ]);
}

/** The lawyer's lists: waiting for their answer, accepted and still ahead, or everything offered to them. */
export type LawyerAppointmentGroup = 'waiting' | 'upcoming' | 'all';

/** The only SQL of appointments. */
export function createAppointmentRepo(db: Kysely<Database>) {
  const named = () => withNames(db.selectFrom('appointments'));
  return {
    async insert(row: NewAppointment): Promise<number> {
      const { id } = await db
        .insertInto('appointments')
        .values({
          order_no: row.orderNo,
          customer_id: row.customerId,
          name: row.name,
          phone: row.phone,
          area_code: row.areaCode,
          legal_type_id: row.legalTypeId,
          appointment_at: row.appointmentAt,
          place_note: row.placeNote,
          description: row.description,
          chosen_lawyer_id: row.chosenLawyerId,
          lawyer_id: null,
          price: row.price,
          commission_rate_bp: row.commissionRateBp,
          state: 'unpaid',
          reject_reason: null,
          created_at: row.now,
          paid_at: null,
          accepted_at: null,
          finished_at: null,
          updated_at: row.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    findById(id: number): Promise<AppointmentRow | undefined> {
      return db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByNo(orderNo: string): Promise<AppointmentRow | undefined> {
      return db.selectFrom('appointments').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    namedByNo(orderNo: string): Promise<AppointmentListRow | undefined> {
      return named().where('appointments.order_no', '=', orderNo).executeTakeFirst();
    },

    /** A customer's appointments, newest first. */
    async customerPage(input: {
      customerId: number;
      group?: AppointmentGroup | undefined;
      page: number;
      pageSize: number;
    }): Promise<{ rows: AppointmentListRow[]; total: number }> {
      const filter = <O>(query: SelectQueryBuilder<Database, 'appointments', O>) => {
        const mine = query.where('appointments.customer_id', '=', input.customerId);
        return input.group ? mine.where((eb) => inGroup(eb, input.group!)) : mine;
      };
      return page(db, filter, input);
    },

    /**
     * A lawyer's appointments: `waiting` (offered, not answered), `upcoming` (accepted, still to happen or to
     * be marked), `all` (every one they were assigned). Waiting and upcoming come soonest first.
     */
    async lawyerPage(input: {
      lawyerId: number;
      group: LawyerAppointmentGroup;
      page: number;
      pageSize: number;
    }): Promise<{ rows: AppointmentListRow[]; total: number }> {
      const filter = <O>(query: SelectQueryBuilder<Database, 'appointments', O>) => {
        const theirs = query.where('appointments.lawyer_id', '=', input.lawyerId);
        if (input.group === 'waiting') {
          return theirs.where('appointments.state', 'in', ['waiting_lawyer', 'time_proposed']);
        }
        if (input.group === 'upcoming') return theirs.where('appointments.state', '=', 'receive');
        return theirs.where('appointments.state', 'not in', ['unpaid', 'closed', 'waiting_platform']);
      };
      return page(db, filter, { ...input, soonestFirst: input.group !== 'all' });
    },

    /** Paid appointments waiting for dispatch, oldest payment first. */
    async dispatchPage(input: { page: number; pageSize: number }) {
      const filter = <O>(query: SelectQueryBuilder<Database, 'appointments', O>) =>
        query.where('appointments.state', '=', 'waiting_platform');
      return page(db, filter, { ...input, oldestPaidFirst: true });
    },

    /** The console's list: every appointment, newest first. */
    async consolePage(input: {
      state?: AppointmentStateKey | undefined;
      orderNo?: string | undefined;
      customerPhone?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const filter = <O>(query: SelectQueryBuilder<Database, 'appointments', O>) => {
        let filtered = query;
        if (input.state) filtered = filtered.where('appointments.state', '=', input.state);
        if (input.orderNo) filtered = filtered.where('appointments.order_no', '=', input.orderNo);
        if (input.customerPhone) {
          filtered = filtered.where((eb) =>
            eb.exists(
              eb
                .selectFrom('users')
                .select('users.id')
                .whereRef('users.id', '=', 'appointments.customer_id')
                .where('users.phone', 'like', `${input.customerPhone}%`),
            ),
          );
        }
        return filtered;
      };
      return page(db, filter, input);
    },

    async addOffer(appointmentId: number, lawyerId: number, now: number): Promise<void> {
      await db
        .insertInto('appointment_offers')
        .values({
          appointment_id: appointmentId,
          lawyer_id: lawyerId,
          outcome: 'open',
          reason: null,
          offered_at: now,
          ended_at: null,
        })
        .execute();
    },

    async endOffer(
      appointmentId: number,
      outcome: Exclude<AppointmentOfferOutcome, 'open'>,
      reason: string | null,
      now: number,
    ): Promise<void> {
      await db
        .updateTable('appointment_offers')
        .set({ outcome, reason, ended_at: now })
        .where('appointment_id', '=', appointmentId)
        .where('outcome', '=', 'open')
        .execute();
    },

    offersOf(
      appointmentId: number,
    ): Promise<Array<AppointmentOfferRow & { lawyer_uuid: string; lawyer_name: string }>> {
      return db
        .selectFrom('appointment_offers')
        .innerJoin('lawyers', 'lawyers.id', 'appointment_offers.lawyer_id')
        .selectAll('appointment_offers')
        .select(['lawyers.uuid as lawyer_uuid', 'lawyers.name as lawyer_name'])
        .where('appointment_offers.appointment_id', '=', appointmentId)
        .orderBy('appointment_offers.id')
        .execute();
    },

    /** When each of these appointments last came into the dispatch queue (`dispatchQueuedAt`). */
    async queuedAt(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('appointments')
        .select((eb) => ['appointments.id', dispatchQueuedAt(eb).as('queued_at')])
        .where('appointments.id', 'in', [...ids])
        .execute();
      return new Map(
        rows.flatMap((row) => (row.queued_at === null ? [] : [[row.id, Number(row.queued_at)] as const])),
      );
    },

    /** Lawyers who declined it or let it time out: never offered it again. */
    async refusedBy(appointmentId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('appointment_offers')
        .select('lawyer_id')
        .where('appointment_id', '=', appointmentId)
        .where('outcome', 'in', ['declined', 'timeout'])
        .execute();
      return rows.map((row) => row.lawyer_id);
    },
  };
}

async function page(
  db: Kysely<Database>,
  filter: <O>(
    query: SelectQueryBuilder<Database, 'appointments', O>,
  ) => SelectQueryBuilder<Database, 'appointments', O>,
  input: { page: number; pageSize: number; soonestFirst?: boolean; oldestPaidFirst?: boolean },
): Promise<{ rows: AppointmentListRow[]; total: number }> {
  const counted = await filter(db.selectFrom('appointments'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let query = filter(withNames(db.selectFrom('appointments')));
  if (input.soonestFirst) query = query.orderBy('appointments.appointment_at').orderBy('appointments.id');
  else if (input.oldestPaidFirst) query = query.orderBy('appointments.paid_at').orderBy('appointments.id');
  else query = query.orderBy('appointments.id', 'desc');
  const rows = await query
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return { rows, total: Number(counted.total) };
}

export const appointmentStore: OrderStateStore<AppointmentStateKey> = {
  kind: APPOINTMENT_KIND,
  async compareAndSet(trx, input) {
    const result = await trx
      .updateTable('appointments')
      .set({ ...input.changes, state: input.to, version: input.version + 1, updated_at: input.now })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};

/** What booking reads from elsewhere: lawyers, the legal type, the price. */
export function createAppointmentInputsRepo(db: Kysely<Database>) {
  return {
    lawyerByUuid(uuid: string) {
      return db
        .selectFrom('lawyers')
        .select(['id', 'user_id', 'name', 'enabled', 'accepting', 'area_code'])
        .where('uuid', '=', uuid)
        .executeTakeFirst();
    },

    lawyerOfUser(userId: number) {
      return db.selectFrom('lawyers').select(['id']).where('user_id', '=', userId).executeTakeFirst();
    },

    legalType(id: number) {
      return db
        .selectFrom('legal_types')
        .select(['id', 'parent_id', 'enabled'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    appointmentConfig() {
      return db
        .selectFrom('order_configs')
        .select(['id', 'price', 'enabled'])
        .where('scene', '=', 'appointment')
        .orderBy('id')
        .executeTakeFirst();
    },
  };
}
