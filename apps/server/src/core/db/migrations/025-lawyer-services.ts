import { sql, type Kysely } from 'kysely';

/** Only the table this migration writes rows into (a type alias: `withTables` needs an index signature). */
type ConfigBands = {
  order_configs: { name: string; scene: string; price: number; min_price: number; max_price: number };
};

/**
 * The price bands operators first see for the shipped services (issue 15: 图文咨询 19–299 元), in fen. A
 * service not named here gets a band of its own price alone, which operators can widen in the console.
 */
const SHIPPED_BANDS: Readonly<Record<string, readonly [number, number]>> = {
  图文咨询: [1900, 29900],
  电话咨询: [4900, 59900],
  合同审查: [9900, 199900],
  文书代写: [19900, 299900],
  律师函: [29900, 299900],
};

/**
 * Lawyers' own services and prices (issue 15). Each online service (`order_configs` of scene `service`) gets
 * the band a lawyer's price must lie in (`min_price`–`max_price`, integer fen); its `price` stays the
 * platform's suggested price, which every lawyer offers until they choose otherwise. `lawyer_services`
 * holds a lawyer's own choice for one service: offered or not, and their price. `lawyers.office_address`
 * is the lawyer's free-text office address, shown on their page and on accepted appointments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lawyers')
    .addColumn('office_address', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_configs')
    .addColumn('min_price', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_configs')
    .addColumn('max_price', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const configs = db.withTables<ConfigBands>();
  await configs
    .updateTable('order_configs')
    .set({ min_price: sql<number>`price`, max_price: sql<number>`price` })
    .execute();
  for (const [name, [min, max]] of Object.entries(SHIPPED_BANDS)) {
    await configs
      .updateTable('order_configs')
      .set({ min_price: min, max_price: max })
      .where('name', '=', name)
      .where('scene', '=', 'service')
      .where('price', '>=', min)
      .where('price', '<=', max)
      .execute();
  }

  await db.schema
    .createTable('lawyer_services')
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id').onDelete('cascade'))
    .addColumn('config_id', 'integer', (col) => col.notNull().references('order_configs.id'))
    .addColumn('offered', 'smallint', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('lawyer_services_pk', ['lawyer_id', 'config_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lawyer_services').execute();
  await db.schema.alterTable('order_configs').dropColumn('max_price').execute();
  await db.schema.alterTable('order_configs').dropColumn('min_price').execute();
  await db.schema.alterTable('lawyers').dropColumn('office_address').execute();
}
