import type { Expression, Kysely, RawBuilder } from 'kysely';
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
