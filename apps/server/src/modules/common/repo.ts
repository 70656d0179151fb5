import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

export function createCommonRepo(db: Kysely<Database>) {
  return {
    async enabledLegalTypes() {
      return db
        .selectFrom('legal_types')
        .select(['id', 'parent_id', 'name', 'sort'])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async degrees() {
      return db.selectFrom('degrees').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
    },

    async enabledOrderConfigs() {
      return db
        .selectFrom('order_configs')
        .select(['id', 'scene', 'name', 'price', 'description'])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}

export type CommonRepo = ReturnType<typeof createCommonRepo>;
