import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Users, SMS codes, partner SSO replay guard, session tokens and uploads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('uuid', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('nickname', 'varchar(64)', (col) => col.notNull())
    // No foreign key: uploads also point back at users; ownership is checked by the user service.
    .addColumn('avatar_upload_id', 'varchar(64)')
    .addColumn('gender', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('is_lawyer', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('channel_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('openid', 'varchar(128)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();

  await withIdColumn(db, db.schema.createTable('sms_codes'))
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('scene', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .execute();
  // Latest code per phone, and the per-phone / per-IP send limits.
  await db.schema
    .createIndex('sms_codes_phone_created')
    .on('sms_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_ip_created').on('sms_codes').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('partner_nonces')
    .addColumn('digest', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('used_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('partner_nonces_used_at').on('partner_nonces').column('used_at').execute();

  await withIdColumn(db, db.schema.createTable('user_tokens'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .addColumn('replaced_at', 'bigint')
    .execute();
  await db.schema.createIndex('user_tokens_user').on('user_tokens').column('user_id').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('owner_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Operators arrive in migration 002, so this column carries no foreign key.
    .addColumn('owner_operator_id', 'integer')
    .addColumn('mime', 'varchar(32)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_user').on('uploads').column('owner_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['uploads', 'user_tokens', 'partner_nonces', 'sms_codes', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
