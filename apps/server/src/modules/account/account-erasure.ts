import { randomUUID } from 'node:crypto';
import { CLOSED_ACCOUNT_NICKNAME, Gender, maskPhone, YesNo } from '@lawbridge/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../core/db/schema';
import { UPLOAD_REFERENCES } from '../upload/references';

/** What the counterpart of a conversation sees instead of the closed account's messages. */
export const CLOSED_MESSAGE_TEXT = '该消息已随账号注销删除';
export const CLOSED_LAWYER_NAME = '已注销律师';

/** The placeholder a closed account's phone becomes: no phone number equals it, so the number is free again. */
export const closedPhone = (userId: number) => `closed:${userId}`;

/** Rows that stay whatever upload they name: the column is cleared (avatars, and any photo added later). */
const CLEARED_REFERENCES: ReadonlySet<string> = new Set(['users', 'lawyers']);
/** Handled on their own: chat messages become a notice, applications go whole, documents stay (see below). */
const OWN_WAY_REFERENCES: ReadonlySet<string> = new Set([
  'chat_messages',
  'lawyer_applications',
  'document_versions',
]);

/**
 * Erases a closed account's personal data in one transaction (docs/decisions.md "Accounts"), keeping what the
 * law or the ledger needs (orders, journal entries, reviews, appeals, conversations with the lawyer's side)
 * without it. Answers the storage keys of the user's files: the caller removes them once the transaction has
 * committed (a rolled-back closing must not lose files).
 */
export async function eraseAccount(
  trx: Transaction<Database>,
  input: { userId: number; now: number },
): Promise<string[]> {
  const { userId, now } = input;
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const lawyer = await trx
    .selectFrom('lawyers')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();

  // Files: every upload of the user but a published document's, which its buyers bought (its owner is cleared).
  const documentUploads = trx.selectFrom('document_versions').select('upload_id');
  const uploads = await trx
    .selectFrom('uploads')
    .select(['id', 'path'])
    .where('owner_user_id', '=', userId)
    .where('id', 'not in', documentUploads)
    .execute();
  const uploadIds = uploads.map((upload) => upload.id);

  await scrubAuditDetails(trx, await personalStrings(trx, userId, user.phone));
  await trx
    .updateTable('chat_messages')
    .set({ kind: 'text', text: CLOSED_MESSAGE_TEXT, upload_id: null })
    .where('sender_user_id', '=', userId)
    .execute();
  await eraseLawyerApplications(trx, userId);
  if (uploadIds.length > 0) await releaseUploads(trx, uploadIds);
  await eraseOwnRows(trx, userId, user.phone);
  if (lawyer) await eraseLawyer(trx, lawyer.id, now);

  const uuid = randomUUID();
  await trx
    .updateTable('users')
    .set({
      uuid,
      phone: closedPhone(userId),
      nickname: CLOSED_ACCOUNT_NICKNAME,
      avatar_upload_id: null,
      gender: Gender.unknown.value,
      is_lawyer: YesNo.no.value,
      openid: null,
      last_login_at: null,
      closed_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  if (lawyer) await trx.updateTable('lawyers').set({ uuid }).where('id', '=', lawyer.id).execute();

  if (uploadIds.length > 0) await trx.deleteFrom('uploads').where('id', 'in', uploadIds).execute();
  await trx.updateTable('uploads').set({ owner_user_id: null }).where('owner_user_id', '=', userId).execute();
  await trx
    .insertInto('audit_logs')
    .values({
      operator_id: null,
      action: 'user.close',
      target: `user:${userId}`,
      detail: null,
      ip: null,
      created_at: now,
    })
    .execute();
  return uploads.map((upload) => upload.path);
}

/** Applications carry the real name, licence number and ID photos: they go whole. */
async function eraseLawyerApplications(trx: Transaction<Database>, userId: number): Promise<void> {
  const applications = trx.selectFrom('lawyer_applications').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('application_legal_types').where('application_id', 'in', applications).execute();
  await trx.deleteFrom('lawyer_applications').where('user_id', '=', userId).execute();
}

/** The user's own rows that no order or ledger needs, and the personal fields of those it does. */
async function eraseOwnRows(trx: Transaction<Database>, userId: number, phone: string): Promise<void> {
  const feedback = trx.selectFrom('feedback').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('feedback_images').where('feedback_id', 'in', feedback).execute();
  await trx.deleteFrom('feedback').where('user_id', '=', userId).execute();
  const notifications = trx.selectFrom('notifications').select('id').where('user_id', '=', userId);
  await trx
    .deleteFrom('sms_outbox')
    .where((eb) => eb.or([eb('notification_id', 'in', notifications), eb('phone', '=', phone)]))
    .execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sms_codes').where('phone', '=', phone).execute();
  await trx.deleteFrom('rate_counters').where('key', 'like', `%${phone}%`).execute();
  await trx.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('document_download_links').where('user_id', '=', userId).execute();
  await trx.updateTable('document_downloads').set({ ip: null }).where('user_id', '=', userId).execute();
  await trx.updateTable('reviews').set({ anonymous: 1 }).where('customer_id', '=', userId).execute();
  await trx
    .updateTable('appointments')
    .set({ name: CLOSED_ACCOUNT_NICKNAME, phone: '', place_note: null })
    .where('customer_id', '=', userId)
    .execute();
}

/** The lawyer profile stays (orders and the ledger name its id) without the person: name, licence, firm, payees. */
async function eraseLawyer(trx: Transaction<Database>, lawyerId: number, now: number): Promise<void> {
  await trx
    .updateTable('lawyers')
    .set({
      name: CLOSED_LAWYER_NAME,
      licence_no: '',
      law_firm: '',
      description: '',
      office_address: '',
      avatar_upload_id: null,
      name_pinyin: '',
      name_pinyin_initials: '',
      accepting: 0,
      enabled: 0,
      updated_at: now,
    })
    .where('id', '=', lawyerId)
    .execute();
  await trx.deleteFrom('lawyer_payees').where('lawyer_id', '=', lawyerId).execute();
  const bills = trx
    .selectFrom('withdrawals')
    .select('bill_no')
    .where('lawyer_id', '=', lawyerId)
    .where('bill_no', 'is not', null);
  await trx.updateTable('sandbox_payouts').set({ payee_name: '' }).where('bill_no', 'in', bills).execute();
  await trx.updateTable('withdrawals').set({ payee: '' }).where('lawyer_id', '=', lawyerId).execute();
}

/** Every other column naming one of the uploads lets go of it: cleared in rows that stay, else the row goes. */
async function releaseUploads(trx: Transaction<Database>, uploadIds: readonly string[]): Promise<void> {
  const ids = sql.join(uploadIds);
  for (const { table, column } of UPLOAD_REFERENCES) {
    if (OWN_WAY_REFERENCES.has(table)) continue;
    // Attachment lists (feedback, order, refund and appeal images) lose the user's rows.
    const statement = CLEARED_REFERENCES.has(table)
      ? sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} in (${ids})`
      : sql`delete from ${sql.table(table)} where ${sql.ref(column)} in (${ids})`;
    await statement.execute(trx);
  }
}

/** What audit entries may quote of the person (the phone, names and licence numbers), with what replaces it. */
async function personalStrings(
  trx: Transaction<Database>,
  userId: number,
  phone: string,
): Promise<Array<[string, string]>> {
  const [profiles, applications] = await Promise.all([
    trx.selectFrom('lawyers').select(['name', 'licence_no']).where('user_id', '=', userId).execute(),
    trx
      .selectFrom('lawyer_applications')
      .select(['real_name', 'licence_no'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  const names = [...profiles.map((row) => row.name), ...applications.map((row) => row.real_name)];
  const licences = [...profiles, ...applications].map((row) => row.licence_no);
  const pairs: Array<[string, string]> = [
    [phone, maskPhone(phone)],
    ...names.map((name): [string, string] => [name, CLOSED_LAWYER_NAME]),
    ...licences.map((licence): [string, string] => [licence, `${licence.slice(0, 4)}*************`]),
  ];
  return pairs.filter(([value]) => value.length > 0);
}

/** The audit log stays (operators answer for their actions), its notes without the closed account's person. */
async function scrubAuditDetails(trx: Transaction<Database>, replacements: Array<[string, string]>) {
  for (const [value, replacement] of replacements) {
    await trx
      .updateTable('audit_logs')
      .set({ detail: sql<string>`replace(detail, ${value}, ${replacement})` })
      .where('detail', 'like', `%${value}%`)
      .execute();
  }
}
