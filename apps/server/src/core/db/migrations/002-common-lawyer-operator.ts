import type { Generated, Kysely } from 'kysely';
import { withIdColumn } from '../dialect';
import { BASE_DEGREES, BASE_LEGAL_TYPES, BASE_ORDER_CONFIGS } from './002-base-data';

/** Only the columns this migration inserts into (a type alias: `withTables` needs an index signature). */
type BaseDataTables = {
  legal_types: { id: Generated<number>; parent_id: number | null; name: string; sort: number };
  degrees: { name: string; sort: number };
  order_configs: {
    scene: string;
    name: string;
    price: number;
    description: string;
    sort: number;
    updated_at: number;
  };
};

async function createCommonTables(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('legal_types'))
    .addColumn('parent_id', 'integer', (col) => col.references('legal_types.id'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'smallint', (col) => col.notNull().defaultTo(1))
    .execute();

  await withIdColumn(db, db.schema.createTable('degrees'))
    .addColumn('name', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('order_configs'))
    .addColumn('scene', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'smallint', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

async function createLawyerTables(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('lawyers'))
    .addColumn('uuid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id'))
    .addColumn('name', 'varchar(32)', (col) => col.notNull())
    .addColumn('gender', 'smallint', (col) => col.notNull())
    .addColumn('licence_no', 'varchar(17)', (col) => col.notNull())
    .addColumn('law_firm', 'varchar(64)', (col) => col.notNull())
    .addColumn('practice_start_year', 'integer', (col) => col.notNull())
    .addColumn('area_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('province_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('city_code', 'varchar(6)', (col) => col.notNull())
    .addColumn('degree_id', 'integer', (col) => col.notNull().references('degrees.id'))
    // No foreign key, like users.avatar_upload_id: ownership is checked by the service.
    .addColumn('avatar_upload_id', 'varchar(64)')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('accepting', 'smallint', (col) => col.notNull().defaultTo(1))
    .addColumn('enabled', 'smallint', (col) => col.notNull().defaultTo(1))
    .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('served_orders', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name_pinyin_initials', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // Directory filters: province or city among enabled lawyers, or an exact district.
  await db.schema
    .createIndex('lawyers_enabled_province')
    .on('lawyers')
    .columns(['enabled', 'province_code'])
    .execute();
  await db.schema
    .createIndex('lawyers_enabled_city')
    .on('lawyers')
    .columns(['enabled', 'city_code'])
    .execute();
  await db.schema.createIndex('lawyers_area').on('lawyers').column('area_code').execute();

  await db.schema
    .createTable('lawyer_legal_types')
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id').onDelete('cascade'))
    .addColumn('legal_type_id', 'integer', (col) => col.notNull().references('legal_types.id'))
    .addPrimaryKeyConstraint('lawyer_legal_types_pk', ['lawyer_id', 'legal_type_id'])
    .execute();
  await db.schema
    .createIndex('lawyer_legal_types_type')
    .on('lawyer_legal_types')
    .columns(['legal_type_id', 'lawyer_id'])
    .execute();
}

async function createOperatorTables(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('operators'))
    .addColumn('username', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('display_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('enabled', 'smallint', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) =>
      col.notNull().references('operators.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('audit_logs'))
    .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('target', 'varchar(128)')
    .addColumn('detail', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  // Newest first, optionally filtered by action.
  await db.schema.createIndex('audit_logs_action').on('audit_logs').columns(['action', 'id']).execute();
}

async function insertBaseData(db: Kysely<unknown>): Promise<void> {
  const base = db.withTables<BaseDataTables>();
  for (const [index, parent] of BASE_LEGAL_TYPES.entries()) {
    const { id } = await base
      .insertInto('legal_types')
      .values({ parent_id: null, name: parent.name, sort: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (parent.children.length === 0) continue;
    await base
      .insertInto('legal_types')
      .values(parent.children.map((name, childIndex) => ({ parent_id: id, name, sort: childIndex + 1 })))
      .execute();
  }
  await base
    .insertInto('degrees')
    .values(BASE_DEGREES.map((name, index) => ({ name, sort: index + 1 })))
    .execute();
  const now = Date.now();
  await base
    .insertInto('order_configs')
    .values(BASE_ORDER_CONFIGS.map((config, index) => ({ ...config, sort: index + 1, updated_at: now })))
    .execute();
}

/** Common data (legal types, degrees, order configs), lawyer profiles, operators and their audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCommonTables(db);
  await createLawyerTables(db);
  await createOperatorTables(db);
  await insertBaseData(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['audit_logs', 'operator_sessions', 'operators', 'lawyer_legal_types', 'lawyers'];
  for (const table of [...tables, 'order_configs', 'degrees', 'legal_types']) {
    await db.schema.dropTable(table).execute();
  }
}
