import { DEFAULT_APPOINTMENT_HOURS, type AppointmentHours } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';

/** The platform settings holding the appointment business hours (migration 026). */
const KEYS = {
  opens_minute: 'appointment_opens_minute',
  closes_minute: 'appointment_closes_minute',
} as const;

/** The business hours appointments may start within, as operators set them (platform_settings). */
export function createAppointmentHoursRepo(db: Kysely<Database>) {
  return {
    async read(): Promise<AppointmentHours> {
      const rows = await db
        .selectFrom('platform_settings')
        .select(['key', 'value'])
        .where('key', 'in', Object.values(KEYS))
        .execute();
      const valueOf = (part: keyof AppointmentHours) => {
        const row = rows.find((candidate) => candidate.key === KEYS[part]);
        return row ? Number(row.value) : DEFAULT_APPOINTMENT_HOURS[part];
      };
      return { opens_minute: valueOf('opens_minute'), closes_minute: valueOf('closes_minute') };
    },

    async save(hours: AppointmentHours, now: number): Promise<void> {
      for (const part of ['opens_minute', 'closes_minute'] as const) {
        await db
          .updateTable('platform_settings')
          .set({ value: String(hours[part]), updated_at: now })
          .where('key', '=', KEYS[part])
          .execute();
      }
    },
  };
}
