import type { DocumentOrderStateKey } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { ordersWithDocument, type OrderWithDocument } from './purchases-repo';

/** An order with what the console shows of its buyer, uploader and downloads. */
export type ConsoleOrderRow = OrderWithDocument & {
  buyer_nickname: string;
  buyer_phone: string;
  uploader_name: string;
  downloads: number;
};

function consoleOrders(db: Kysely<Database>) {
  return ordersWithDocument(db)
    .innerJoin('users as buyer', 'buyer.id', 'document_orders.buyer_id')
    .innerJoin('users as uploader', 'uploader.id', 'document_orders.uploader_user_id')
    .leftJoin('lawyers', 'lawyers.id', 'document_orders.lawyer_id')
    .select((eb) => [
      'buyer.nickname as buyer_nickname',
      'buyer.phone as buyer_phone',
      eb.fn.coalesce('lawyers.name', 'uploader.nickname').as('uploader_name'),
      eb
        .selectFrom('document_downloads')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('document_downloads.order_id', '=', 'document_orders.id')
        .as('downloads'),
    ]);
}

/** The console's reads of document orders: the list with filters, one order, its download log. */
export function createConsoleDocumentOrdersRepo(db: Kysely<Database>) {
  return {
    /** Newest first; by state, and by a keyword matching the order number, the buyer's phone or the title. */
    async page(input: {
      state?: DocumentOrderStateKey | undefined;
      keyword?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<{ rows: ConsoleOrderRow[]; total: number }> {
      const base = consoleOrders(db)
        .$if(input.state !== undefined, (query) => query.where('document_orders.state', '=', input.state!))
        .$if(Boolean(input.keyword), (query) =>
          query.where((eb) =>
            eb.or([
              eb('document_orders.order_no', '=', input.keyword!),
              eb('buyer.phone', '=', input.keyword!),
              eb('documents.title', 'like', `%${input.keyword!.replace(/[%_\\]/g, '')}%`),
            ]),
          ),
        );
      const rows = await base
        .orderBy('document_orders.id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute();
      const { count } = await base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { rows: rows.map(normalised), total: Number(count) };
    },

    async byNo(orderNo: string): Promise<ConsoleOrderRow | undefined> {
      const row = await consoleOrders(db).where('document_orders.order_no', '=', orderNo).executeTakeFirst();
      return row && normalised(row);
    },

    /** Every use of the order's links, oldest first, with the version number served. */
    downloadLog(orderId: number) {
      return db
        .selectFrom('document_downloads')
        .innerJoin('document_versions', 'document_versions.id', 'document_downloads.version_id')
        .select([
          'document_versions.version_no',
          'document_downloads.format',
          'document_downloads.link_id',
          'document_downloads.ip',
          'document_downloads.created_at',
        ])
        .where('document_downloads.order_id', '=', orderId)
        .orderBy('document_downloads.id')
        .execute();
    },
  };
}

type Raw = Omit<ConsoleOrderRow, 'downloads' | 'uploader_name'> & {
  downloads: number | string | bigint | null;
  uploader_name: string | null;
};

const normalised = (row: Raw): ConsoleOrderRow => ({
  ...row,
  uploader_name: row.uploader_name ?? '',
  downloads: Number(row.downloads ?? 0),
});
