import type { Kysely } from 'kysely';

/** Only the tables this migration writes rows into (a type alias: `withTables` needs an index signature). */
type Tables = {
  platform_settings: { key: string; value: string; updated_at: number };
  appointments: { id: number; state: string; finished_at: number | null };
  order_events: { order_kind: string; order_id: number; transition: string };
};

/**
 * Appointments that make sense (issue 15). `appointments.proposed_at`: the other time a lawyer proposed,
 * while the customer has not answered. The business hours appointments may start within, in minutes after
 * midnight Asia/Shanghai, as platform settings (08:00–21:00 until an operator changes them). An appointment
 * that a partial refund ended was `finished` until now; it never met, so it becomes `cancelled`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('proposed_at', 'bigint').execute();
  const tables = db.withTables<Tables>();
  await tables
    .insertInto('platform_settings')
    .values([
      { key: 'appointment_opens_minute', value: String(8 * 60), updated_at: 0 },
      { key: 'appointment_closes_minute', value: String(21 * 60), updated_at: 0 },
    ])
    .execute();
  await tables
    .updateTable('appointments')
    .set({ state: 'cancelled', finished_at: null })
    .where('state', '=', 'finished')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_events')
          .select('order_events.order_id')
          .where('order_events.order_kind', '=', 'appointment')
          .whereRef('order_events.order_id', '=', 'appointments.id')
          .where('order_events.transition', '=', 'refund_partial'),
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db.withTables<Tables>();
  await tables
    .deleteFrom('platform_settings')
    .where('key', 'in', ['appointment_opens_minute', 'appointment_closes_minute'])
    .execute();
  await db.schema.alterTable('appointments').dropColumn('proposed_at').execute();
}
