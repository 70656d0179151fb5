import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/core/db/statement-cache';

let raw: SqliteDatabase.Database;
beforeEach(() => {
  raw = new SqliteDatabase(':memory:');
  raw.exec('create table notes (id integer primary key, text text)');
  raw.exec("insert into notes (text) values ('一'), ('二'), ('三')");
});
afterEach(() => raw.open && raw.close());

describe('prepared statements kept for reuse (SQLite)', () => {
  it('prepares each SQL text once and answers the same statement after', () => {
    const database = withStatementCache(raw);
    const first = database.prepare('select text from notes where id = ?');
    expect(database.prepare('select text from notes where id = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ text: '二' }]);
    expect(database.prepare('select text from notes where id = ?').all([3])).toEqual([{ text: '三' }]);
  });

  it('gives a statement of its own to a query while the kept one is still iterating', () => {
    const database = withStatementCache(raw);
    const kept = database.prepare('select text from notes order by id');
    const rows = kept.iterate([]);
    expect(rows.next().value).toEqual({ text: '一' });
    const other = database.prepare('select text from notes order by id');
    expect(other).not.toBe(kept);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ text: '二' }, { text: '三' }]);
  });

  it('keeps working across a change of the schema', () => {
    const database = withStatementCache(raw);
    expect(database.prepare('select count(*) as n from notes').all([])).toEqual([{ n: 3 }]);
    raw.exec('alter table notes add column tag text');
    raw.exec("insert into notes (text, tag) values ('四', 'x')");
    expect(database.prepare('select count(*) as n from notes').all([])).toEqual([{ n: 4 }]);
  });
});
