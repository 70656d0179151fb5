import type { Generated } from 'kysely';

/** Table types of migration 015 (the images of refund requests). They join `Database` by declaration merging. */
export interface RefundRequestUploadsTable {
  refund_request_id: number;
  /** 0-based, in the order the customer sent them. */
  position: number;
  upload_id: string;
  /** `customer` (the request's evidence) or `lawyer` (the answer's images, migration 031). */
  side: Generated<string>;
}

declare module './schema' {
  interface Database {
    refund_request_uploads: RefundRequestUploadsTable;
  }
}
