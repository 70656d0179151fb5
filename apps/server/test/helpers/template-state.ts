import type pg from 'pg';

/**
 * What a freshly migrated PostgreSQL database holds, to put a used one back as it was (recycled-databases.ts):
 * its tables, the rows the migrations wrote, its sequences' positions, and a fingerprint of what the data
 * cannot restore (the schema, and the planner statistics an ANALYZE leaves).
 */
export interface TemplateState {
  tables: string[];
  /** Rows by table, as `json_agg` gives them, for the tables the migrations filled. */
  rows: Record<string, unknown[]>;
  sequences: Array<{ name: string; lastValue: string | null }>;
  fingerprint: string;
}

/**
 * Columns, indexes, constraints, triggers and functions of the public schema, with each table's planner
 * row estimate (`reltuples`, -1 until analyzed): a database whose fingerprint differs from the template's
 * (a migration test that failed halfway, a bulk load analyzed) is not reused.
 */
const FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select c.relname || ':' || c.relkind::text || ':' || c.reltuples::text || ':' ||
           coalesce(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, '')
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public'
    union all
    select conname || ':' || pg_get_constraintdef(oid) from pg_constraint
     where connamespace = 'public'::regnamespace
    union all
    select tgname || ':' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
    union all
    select p.proname || ':' || md5(p.prosrc) from pg_proc p where p.pronamespace = 'public'::regnamespace
  ) items(item)`;

export async function fingerprintOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Reads the state of a freshly migrated database (`client` connected to it). */
export async function readTemplateState(client: pg.Client): Promise<TemplateState> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = tableRows.map((row) => row.name);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows: found } = await client.query<{ rows: unknown[] | null }>(
      `select json_agg(t) as rows from ${client.escapeIdentifier(table)} t`,
    );
    if (found[0]?.rows) rows[table] = found[0].rows;
  }
  const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
    `select quote_ident(sequencename) as name, last_value::text as "lastValue"
       from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return { tables, rows, sequences, fingerprint: await fingerprintOf(client) };
}

/**
 * One statement list that empties every table, writes the template's rows back and puts every sequence
 * where the template had it; triggers (and so foreign-key checks) are off while it runs.
 */
export function resetStatements(client: pg.Client, state: TemplateState): string {
  const ident = (name: string) => client.escapeIdentifier(name);
  const statements = ['begin', 'set local session_replication_role = replica'];
  for (const table of state.tables) statements.push(`delete from ${ident(table)}`);
  for (const [table, rows] of Object.entries(state.rows)) {
    statements.push(
      `insert into ${ident(table)} overriding system value select * from json_populate_recordset(null::${ident(table)}, ${client.escapeLiteral(JSON.stringify(rows))})`,
    );
  }
  for (const sequence of state.sequences) {
    statements.push(
      sequence.lastValue === null
        ? `alter sequence ${sequence.name} restart`
        : `select setval('${sequence.name}', ${sequence.lastValue}, true)`,
    );
  }
  statements.push('commit');
  return statements.join(';\n');
}
