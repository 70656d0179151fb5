import { APPEAL_OPEN_STATES, type AppealStateKey } from '@lawbridge/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import '../../core/db/schema-appeals';
import '../../core/db/schema-documents';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';
import type { AppealRow, AppealsTable } from '../../core/db/schema-appeals';
import type { OrderStateStore } from '../../core/lifecycle/transition';
import { latestMessageIds, type TranscriptRow } from '../chat/transcript';

/** Appeals' kind in `order_events`, the ledger and timers. */
export const APPEAL_KIND = 'appeal';

export type NewAppeal = Pick<
  AppealsTable,
  'order_kind' | 'order_id' | 'order_no' | 'customer_id' | 'lawyer_id' | 'type' | 'text' | 'created_at'
>;

export type AppealListRow = AppealRow & {
  lawyer_uuid: string;
  lawyer_name: string;
  lawyer_avatar: string | null;
  lawyer_phone: string;
  customer_nickname: string;
  customer_phone: string;
  /** The service's name or the document's title; null for an appointment. */
  order_title: string | null;
  /** The document of a document order; null for the other kinds. */
  document_id: number | null;
};

function withNames<O>(query: SelectQueryBuilder<Database, 'appeals', O>) {
  return query
    .innerJoin('lawyers', 'lawyers.id', 'appeals.lawyer_id')
    .innerJoin('users as lawyer_users', 'lawyer_users.id', 'lawyers.user_id')
    .innerJoin('users', 'users.id', 'appeals.customer_id')
    .leftJoin('service_orders', (join) =>
      join.onRef('service_orders.id', '=', 'appeals.order_id').on('appeals.order_kind', '=', 'service'),
    )
    .leftJoin('document_orders', (join) =>
      join.onRef('document_orders.id', '=', 'appeals.order_id').on('appeals.order_kind', '=', 'document'),
    )
    .leftJoin('documents', 'documents.id', 'document_orders.document_id')
    .selectAll('appeals')
    .select((eb) => eb.fn.coalesce('service_orders.service_name', 'documents.title').as('order_title'))
    .select([
      'document_orders.document_id',
      'lawyers.uuid as lawyer_uuid',
      'lawyers.name as lawyer_name',
      'lawyers.avatar_upload_id as lawyer_avatar',
      'lawyer_users.phone as lawyer_phone',
      'users.nickname as customer_nickname',
      'users.phone as customer_phone',
    ]);
}

export interface AppealListFilter {
  customerId?: number;
  lawyerId?: number;
  state?: AppealStateKey | undefined;
  orderKind?: string | undefined;
  type?: string | undefined;
  orderNo?: string | undefined;
  lawyerName?: string | undefined;
}

/** The only SQL of appeals. */
export function createAppealRepo(db: Kysely<Database>) {
  return {
    async insert(appeal: NewAppeal): Promise<number> {
      const { id } = await db
        .insertInto('appeals')
        .values({ ...appeal, state: 'waiting_lawyer', updated_at: appeal.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async addUploads(appealId: number, side: 'customer' | 'lawyer', uploads: readonly string[]) {
      if (uploads.length === 0) return;
      await db
        .insertInto('appeal_uploads')
        .values(
          uploads.map((upload, position) => ({ appeal_id: appealId, side, position, upload_id: upload })),
        )
        .execute();
    },

    /** Images of one side, in the order they were sent. */
    async uploadsOf(appealId: number, side: 'customer' | 'lawyer'): Promise<string[]> {
      const rows = await db
        .selectFrom('appeal_uploads')
        .select('upload_id')
        .where('appeal_id', '=', appealId)
        .where('side', '=', side)
        .orderBy('position')
        .execute();
      return rows.map((row) => row.upload_id);
    },

    /**
     * Attaches the parties' messages since `since` (the order's creation), the latest `max` of them, and
     * marks the appeal when older ones were left out.
     */
    async attachTranscript(input: {
      appealId: number;
      customerId: number;
      lawyerId: number;
      since: number;
      max: number;
    }): Promise<void> {
      const { ids, truncated } = await latestMessageIds(db, {
        customerId: input.customerId,
        lawyerId: input.lawyerId,
        since: input.since,
        max: input.max,
      });
      if (ids.length > 0) {
        await db
          .insertInto('appeal_transcripts')
          .values(ids.map((id) => ({ appeal_id: input.appealId, message_id: id })))
          .execute();
      }
      if (truncated) {
        await db
          .updateTable('appeals')
          .set({ transcript_truncated: 1 })
          .where('id', '=', input.appealId)
          .execute();
      }
    },

    /** The attached transcript, oldest first. */
    transcriptOf(appealId: number): Promise<TranscriptRow[]> {
      return db
        .selectFrom('appeal_transcripts')
        .innerJoin('chat_messages', 'chat_messages.id', 'appeal_transcripts.message_id')
        .select([
          'chat_messages.sender',
          'chat_messages.kind',
          'chat_messages.text',
          'chat_messages.upload_id',
          'chat_messages.created_at',
        ])
        .where('appeal_transcripts.appeal_id', '=', appealId)
        .orderBy('chat_messages.id')
        .execute();
    },

    findById(id: number): Promise<AppealRow | undefined> {
      return db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirst();
    },

    withNames(id: number): Promise<AppealListRow | undefined> {
      return withNames(db.selectFrom('appeals')).where('appeals.id', '=', id).executeTakeFirst();
    },

    /** Every appeal on an order, newest first. */
    ofOrder(orderKind: AppealRow['order_kind'], orderId: number): Promise<AppealRow[]> {
      return db
        .selectFrom('appeals')
        .selectAll()
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .execute();
    },

    /** A page of appeals with names, newest first (or oldest first for the console's open queue). */
    async listPage(input: {
      filter: AppealListFilter;
      oldestFirst?: boolean;
      page: number;
      pageSize: number;
    }): Promise<{ rows: AppealListRow[]; total: number }> {
      const { filter } = input;
      const base = db
        .selectFrom('appeals')
        .$if(filter.customerId !== undefined, (q) => q.where('appeals.customer_id', '=', filter.customerId!))
        .$if(filter.lawyerId !== undefined, (q) => q.where('appeals.lawyer_id', '=', filter.lawyerId!))
        .$if(filter.state !== undefined, (q) => q.where('appeals.state', '=', filter.state!))
        .$if(filter.orderKind !== undefined, (q) =>
          q.where('appeals.order_kind', '=', filter.orderKind! as AppealRow['order_kind']),
        )
        .$if(filter.type !== undefined, (q) =>
          q.where('appeals.type', '=', filter.type! as AppealRow['type']),
        )
        .$if(filter.orderNo !== undefined, (q) => q.where('appeals.order_no', '=', filter.orderNo!))
        .$if(Boolean(filter.lawyerName), (q) =>
          q.where(
            'appeals.lawyer_id',
            'in',
            db.selectFrom('lawyers').select('id').where('name', 'like', `%${filter.lawyerName!}%`),
          ),
        );
      const rows = await withNames(base)
        .orderBy('appeals.id', input.oldestFirst ? 'asc' : 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute();
      const { count } = await base
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },
  };
}

export const isOpenAppeal = (state: AppealStateKey): boolean =>
  (APPEAL_OPEN_STATES as readonly AppealStateKey[]).includes(state);

/** Appeals' side of the transition function: compare-and-set on the version. */
export const appealStore: OrderStateStore<AppealStateKey> = {
  kind: APPEAL_KIND,
  async compareAndSet(trx, input) {
    const result = await trx
      .updateTable('appeals')
      .set({ ...input.changes, state: input.to, version: input.version + 1, updated_at: input.now })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};
