import type { Selectable } from 'kysely';

/**
 * Table types of migration 025 (lawyers' own services and prices). `lawyers.office_address` and
 * `order_configs.min_price` / `max_price` are declared on their tables in schema-common-lawyer-operator.ts.
 */
export interface LawyerServicesTable {
  lawyer_id: number;
  config_id: number;
  /** 1 while the lawyer offers the service, 0 when they chose not to (their price is kept). */
  offered: number;
  /** The lawyer's own price, integer fen, within the config's band when it was set. */
  price: number;
  updated_at: number;
}

declare module './schema' {
  interface Database {
    lawyer_services: LawyerServicesTable;
  }
}

export type LawyerServiceRow = Selectable<LawyerServicesTable>;
