import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

/** The tables whose rows belong to one lawyer's directory entry: a change to one stamps the lawyer. */
const LINK_TABLES = ['lawyer_legal_types', 'lawyer_services'] as const;
const LINK_EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * PostgreSQL touches the lawyers per statement, from its transition tables (a bulk insert of links touches each
 * lawyer once): the tables each event references, and the lawyers it touches.
 */
const LINK_STATEMENTS = {
  insert: { transition: 'new table as new_rows', lawyers: 'select lawyer_id from new_rows' },
  update: {
    transition: 'new table as new_rows old table as old_rows',
    lawyers: 'select lawyer_id from new_rows union select lawyer_id from old_rows',
  },
  delete: { transition: 'old table as old_rows', lawyers: 'select lawyer_id from old_rows' },
} as const;

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // An update of the stamp itself (new ≠ old) is the trigger's own and takes no revision.
  const stamp = (id: string) =>
    sql.raw(`
      update catalogue_revisions set revision = revision + 1 where name = 'lawyers';
      update lawyers set catalogue_revision = (select revision from catalogue_revisions where name = 'lawyers')
        where id = ${id};`);
  await sql`create trigger lawyers_catalogue_insert after insert on lawyers
    begin ${stamp('new.id')} end`.execute(db);
  await sql`create trigger lawyers_catalogue_update after update on lawyers
    when new.catalogue_revision = old.catalogue_revision
    begin ${stamp('new.id')} end`.execute(db);
  for (const table of LINK_TABLES) {
    const touch = (id: string) =>
      sql.raw(`update lawyers set catalogue_revision = catalogue_revision where id = ${id};`);
    await sql`create trigger ${sql.raw(`${table}_catalogue_insert`)} after insert on ${sql.table(table)}
      begin ${touch('new.lawyer_id')} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_catalogue_update`)} after update on ${sql.table(table)}
      begin ${touch('old.lawyer_id')} ${touch('new.lawyer_id')} end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_catalogue_delete`)} after delete on ${sql.table(table)}
      begin ${touch('old.lawyer_id')} end`.execute(db);
  }
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  // One revision per transaction, kept in a transaction-local setting: the counter's row updated once per
  // transaction, not once per row (a bulk seed's 60,000 updates of one row in one transaction took minutes).
  await sql`create function lawyers_take_catalogue_revision() returns trigger language plpgsql as $$
    declare
      taken text := current_setting('lawbridge.lawyers_catalogue_revision', true);
    begin
      if taken is null or taken = '' then
        update catalogue_revisions set revision = revision + 1 where name = 'lawyers'
          returning revision into new.catalogue_revision;
        perform set_config('lawbridge.lawyers_catalogue_revision', new.catalogue_revision::text, true);
      else
        new.catalogue_revision := taken::bigint;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger lawyers_catalogue before insert or update on lawyers
    for each row execute function lawyers_take_catalogue_revision()`.execute(db);
  for (const event of LINK_EVENTS) {
    const { transition, lawyers } = LINK_STATEMENTS[event];
    await sql`create function ${sql.raw(`lawyer_links_${event}_touch_lawyers`)}() returns trigger language plpgsql as $$
      begin
        update lawyers set catalogue_revision = catalogue_revision where id in (${sql.raw(lawyers)});
        return null;
      end $$`.execute(db);
    for (const table of LINK_TABLES)
      await sql`create trigger ${sql.raw(`${table}_catalogue_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(transition)} for each statement
        execute function ${sql.raw(`lawyer_links_${event}_touch_lawyers`)}()`.execute(db);
  }
}

/**
 * The lawyer directory's catalogue (modules/lawyer/directory-catalogue/, docs/decisions.md "The directory's
 * catalogue"): each server keeps the enabled lawyers' list items, filter and sort keys in memory, in step with the
 * database by revisions like the document centre's (043). Lawyers are written from many modules (profiles,
 * approvals, reviews, served orders, bans, strikes, prices), so the database stamps them: a trigger gives every
 * written `lawyers` row the next `lawyers` revision (on PostgreSQL one per transaction, the same for all its
 * rows), and a write to a lawyer's legal types or own services touches the lawyer's row. On PostgreSQL the
 * counter's row stays locked until the writing transaction commits, so revisions commit in order. Existing rows start at 0 (a server's first load reads all).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('catalogue_revisions' as never)
    .values({ name: 'lawyers', revision: 0 } as never)
    .execute();
  await db.schema
    .alterTable('lawyers')
    .addColumn('catalogue_revision', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('lawyers_catalogue_revision')
    .on('lawyers')
    .column('catalogue_revision')
    .execute();
  await (dialectOf(db) === 'postgres' ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const event of LINK_EVENTS) {
      for (const table of LINK_TABLES)
        await sql`drop trigger ${sql.raw(`${table}_catalogue_${event}`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.raw(`lawyer_links_${event}_touch_lawyers`)}()`.execute(db);
    }
    await sql`drop trigger lawyers_catalogue on lawyers`.execute(db);
    await sql`drop function lawyers_take_catalogue_revision()`.execute(db);
  } else {
    for (const table of LINK_TABLES)
      for (const event of LINK_EVENTS)
        await sql`drop trigger ${sql.raw(`${table}_catalogue_${event}`)}`.execute(db);
    await sql`drop trigger lawyers_catalogue_insert`.execute(db);
    await sql`drop trigger lawyers_catalogue_update`.execute(db);
  }
  await db.schema.dropIndex('lawyers_catalogue_revision').execute();
  await db.schema.alterTable('lawyers').dropColumn('catalogue_revision').execute();
  await db
    .deleteFrom('catalogue_revisions' as never)
    .where('name' as never, '=', 'lawyers' as never)
    .execute();
}
