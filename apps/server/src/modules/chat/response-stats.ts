import type { LawyerDetail } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-chat';
import type { Database } from '../../core/db/schema';

export const RESPONSE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * A lawyer's chat responsiveness from real conversations of the last 30 days: for each conversation where
 * a customer wrote in the window, the first such message and the lawyer's first message after it.
 */
export async function lawyerResponseStats(
  db: Kysely<Database>,
  lawyerId: number,
  now: number,
): Promise<LawyerDetail['response']> {
  const since = now - RESPONSE_WINDOW_MS;
  const asked = db
    .selectFrom('chat_messages')
    .innerJoin('conversations', 'conversations.id', 'chat_messages.conversation_id')
    .select(['chat_messages.conversation_id', (eb) => eb.fn.min('chat_messages.created_at').as('asked_at')])
    .where('conversations.lawyer_id', '=', lawyerId)
    .where('chat_messages.sender', '=', 'customer')
    .where('chat_messages.created_at', '>=', since)
    .groupBy('chat_messages.conversation_id')
    .as('asked');
  const rows = await db
    .selectFrom(asked)
    .select([
      'asked.asked_at',
      (eb) =>
        eb
          .selectFrom('chat_messages as reply')
          .select((inner) => inner.fn.min('reply.created_at').as('first'))
          .whereRef('reply.conversation_id', '=', 'asked.conversation_id')
          .where('reply.sender', '=', 'lawyer')
          .whereRef('reply.created_at', '>=', 'asked.asked_at')
          .as('replied_at'),
    ])
    .execute();
  const waits = rows
    .filter((row) => row.replied_at !== null)
    .map((row) => Number(row.replied_at) - Number(row.asked_at));
  const middle = median(waits);
  return {
    conversations: rows.length,
    reply_rate: rows.length === 0 ? null : Math.round((waits.length / rows.length) * 100),
    median_reply_minutes: middle === null ? null : Math.round(middle / MINUTE),
  };
}
