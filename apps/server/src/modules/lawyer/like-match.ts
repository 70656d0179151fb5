import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { likeIgnoringCase } from '../../core/db/dialect';

/** The keyword as a LIKE literal: `%`, `_` and the escape character match only themselves. */
function likeLiteral(keyword: string): string {
  return keyword.replace(/[\\%_]/g, '\\$&');
}

/** `column` contains `keyword`, ignoring the case of Latin letters. */
export function containsIgnoringCase<DB>(
  db: Kysely<DB>,
  column: Expression<string>,
  keyword: string,
): RawBuilder<boolean> {
  return likeIgnoringCase(db, column, `%${likeLiteral(keyword)}%`);
}

/**
 * The longest text the pinyin columns hold (varchar(128)): `prefix` followed by this many `z`s sorts
 * after every text of lower-case letters and digits that starts with `prefix`.
 */
const PINYIN_COLUMN_LENGTH = 128;

/**
 * `column` (lower-case letters and digits only, like the pinyin columns) starts with `prefix` (the
 * same characters), written as a range so that an index on the column serves it on both databases:
 * `column >= 'zw' AND column <= 'zwzz…z'`. Letters and digits sort the same way in byte order and in
 * the usual collations, so no dialect needs its own form.
 */
export function startsWithLowerAlnum(column: Expression<string>, prefix: string): RawBuilder<boolean> {
  if (!/^[a-z0-9]+$/.test(prefix))
    throw new Error('startsWithLowerAlnum: lower-case letters and digits only');
  const last = prefix + 'z'.repeat(Math.max(1, PINYIN_COLUMN_LENGTH - prefix.length + 1));
  return sql<boolean>`(${column} >= ${prefix} and ${column} <= ${last})`;
}
