import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import '../../core/db/schema-lawyer-services';

/** One online service a lawyer may offer: its band and the platform's suggested price (integer fen). */
export interface ServiceBand {
  id: number;
  name: string;
  description: string;
  price: number;
  min_price: number;
  max_price: number;
}

/** A lawyer's own choice for one service (a row exists once the lawyer chose). */
export interface ServiceChoice {
  lawyer_id: number;
  config_id: number;
  offered: number;
  price: number;
}

/** Only SQL: the online services' bands and lawyers' choices (`lawyer_services`, migration 025). */
export function createLawyerServicesRepo(db: Kysely<Database>) {
  return {
    /** The enabled online services lawyers may offer, in display order. */
    enabledBands(): Promise<ServiceBand[]> {
      return db
        .selectFrom('order_configs')
        .select(['id', 'name', 'description', 'price', 'min_price', 'max_price'])
        .where('scene', '=', 'service')
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** One online service with its band, enabled or not; undefined for an unknown id or another scene. */
    serviceBand(configId: number) {
      return db
        .selectFrom('order_configs')
        .select(['id', 'name', 'price', 'min_price', 'max_price'])
        .where('id', '=', configId)
        .where('scene', '=', 'service')
        .executeTakeFirst();
    },

    async setBand(
      configId: number,
      band: { min_price: number; max_price: number },
      now: number,
    ): Promise<void> {
      await db
        .updateTable('order_configs')
        .set({ ...band, updated_at: now })
        .where('id', '=', configId)
        .execute();
    },

    /** The choices of these lawyers, in one query for a whole page. */
    async choicesOf(lawyerIds: readonly number[]): Promise<ServiceChoice[]> {
      if (lawyerIds.length === 0) return [];
      return db
        .selectFrom('lawyer_services')
        .select(['lawyer_id', 'config_id', 'offered', 'price'])
        .where('lawyer_id', 'in', [...lawyerIds])
        .execute();
    },

    /** Writes the lawyer's choices for these services, replacing earlier ones; pass a transaction. */
    async saveChoices(
      lawyerId: number,
      choices: ReadonlyArray<{ config_id: number; offered: number; price: number }>,
      now: number,
    ): Promise<void> {
      await db
        .deleteFrom('lawyer_services')
        .where('lawyer_id', '=', lawyerId)
        .where(
          'config_id',
          'in',
          choices.map((choice) => choice.config_id),
        )
        .execute();
      await db
        .insertInto('lawyer_services')
        .values(choices.map((choice) => ({ ...choice, lawyer_id: lawyerId, updated_at: now })))
        .execute();
    },

    /** Moves every lawyer's price of one service into its new band (the nearest end); pass a transaction. */
    async clampPrices(configId: number, band: { min: number; max: number }, now: number): Promise<number> {
      let moved = 0;
      for (const [operator, end] of [
        ['<', band.min],
        ['>', band.max],
      ] as const) {
        const result = await db
          .updateTable('lawyer_services')
          .set({ price: end, updated_at: now })
          .where('config_id', '=', configId)
          .where('price', operator, end)
          .executeTakeFirst();
        moved += Number(result.numUpdatedRows);
      }
      return moved;
    },
  };
}

export type LawyerServicesRepo = ReturnType<typeof createLawyerServicesRepo>;
