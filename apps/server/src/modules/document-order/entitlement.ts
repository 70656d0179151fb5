import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { createDocumentOrderRepo, type DocumentOrderRecord } from './repo';
import { BOUGHT_STATES } from './viewer';

export const ENTITLEMENT_MSG = {
  notFound: '文档不存在',
  notListed: '文档尚未上架，暂不能下载或阅读',
  notBought: '购买后才能下载或阅读该文档',
} as const;

/** What a download or a reading serves: the document, its version on sale, and the buyer's order if bought. */
export interface Entitlement {
  document: { id: number; title: string; price: number; uploader_user_id: number | null };
  version: { id: number; format: string; pages: number; pdf_key: string | null; upload_id: string };
  /** The user's paid or finished order; null for the uploader and for a free document. */
  order: DocumentOrderRecord | null;
}

/**
 * Whether the user may download and read the document now (PRODUCT §12): the uploader, a buyer whose order
 * is paid or finished (kept when the document is taken down), anybody for a free listed document. Checked
 * when a link is made and again when it is used (a refund in between ends it). Refuses with code 7.
 */
export async function entitlementOf(
  db: Kysely<Database>,
  input: { userId: number; documentId: number },
): Promise<Entitlement> {
  const document = await db
    .selectFrom('documents')
    .select(['id', 'title', 'price', 'state', 'uploader_user_id', 'listed_version_id'])
    .where('id', '=', input.documentId)
    .executeTakeFirst();
  if (!document) throw AppError.common(ENTITLEMENT_MSG.notFound);
  const open = await createDocumentOrderRepo(db).openOf(input.userId, document.id);
  const order = open && (BOUGHT_STATES as readonly string[]).includes(open.state) ? open : null;
  const own = document.uploader_user_id === input.userId;
  const freeListed = Number(document.price) === 0 && document.state === 'listed';
  if (!own && !order && !freeListed) throw AppError.common(ENTITLEMENT_MSG.notBought);
  const versionId = document.listed_version_id ?? order?.version_id ?? null;
  if (versionId === null) throw AppError.common(ENTITLEMENT_MSG.notListed);
  const version = await db
    .selectFrom('document_versions')
    .select(['id', 'format', 'pages', 'pdf_key', 'upload_id'])
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  return {
    document: { ...document, price: Number(document.price) },
    version,
    order,
  };
}
