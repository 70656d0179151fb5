import { FILE_MAX_BYTES, formatFen, type DocumentUploadRules } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { createDocumentSettingsRepo } from './settings-repo';

/** The enabled lawyer profile of a user (a certified lawyer may sell documents), or null. */
export async function sellingLawyerId(db: Kysely<Database>, userId: number): Promise<number | null> {
  const lawyer = await db
    .selectFrom('lawyers')
    .innerJoin('users', 'users.id', 'lawyers.user_id')
    .select('lawyers.id')
    .where('lawyers.user_id', '=', userId)
    .where('users.is_lawyer', '=', 1)
    .where('lawyers.enabled', '=', 1)
    .executeTakeFirst();
  return lawyer?.id ?? null;
}

/** GET API.documentRules: what the upload form offers the user. */
export async function uploadRules(
  db: Kysely<Database>,
  input: { userId: number; wordSupport: boolean },
): Promise<DocumentUploadRules> {
  const settings = await createDocumentSettingsRepo(db).read();
  return {
    can_sell: (await sellingLawyerId(db, input.userId)) !== null,
    price_min: settings.document_price_min_fen,
    price_max: settings.document_price_max_fen,
    commission_percent: settings.document_commission_percent,
    word_supported: input.wordSupport,
    max_bytes: FILE_MAX_BYTES,
  };
}

/** A price is 0 (free), or within the operators' band for a certified lawyer; code 1 otherwise. */
export async function checkPrice(
  db: Kysely<Database>,
  input: { price: number; lawyerId: number | null },
): Promise<void> {
  if (input.price === 0) return;
  if (input.lawyerId === null) throw AppError.badParams('仅认证律师可以出售文档，请将价格设为0（免费）');
  const settings = await createDocumentSettingsRepo(db).read();
  const { document_price_min_fen: min, document_price_max_fen: max } = settings;
  if (input.price < min || input.price > max) {
    throw AppError.badParams(`价格须在 ¥${formatFen(min)} 至 ¥${formatFen(max)} 之间`);
  }
}
