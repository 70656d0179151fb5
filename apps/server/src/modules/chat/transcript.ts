import { TRANSCRIPT_MAX, type TranscriptMessage } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { ImageLinks } from '../upload/image-links';
import { createChatRepo } from './repo';

/** One message of the parties' chat as the transcript reads it. */
export interface TranscriptRow {
  sender: 'customer' | 'lawyer';
  kind: 'text' | 'image';
  text: string | null;
  upload_id: string | null;
  created_at: number;
}

/** The parties of an order and when it was placed: the transcript starts there. */
export interface TranscriptParties {
  customerId: number;
  lawyerId: number;
  since: number;
}

/**
 * The ids of the parties' latest `max` messages since `since` (and before message `before`, when given),
 * newest first, and whether older ones were left out (an appeal stores them at its creation; refund
 * requests read them when the operator looks; the console pages through them).
 */
export async function latestMessageIds(
  db: Kysely<Database>,
  input: TranscriptParties & { max: number; before?: number | undefined },
): Promise<{ ids: number[]; truncated: boolean }> {
  const { before } = input;
  const messages = await db
    .selectFrom('chat_messages')
    .innerJoin('conversations', 'conversations.id', 'chat_messages.conversation_id')
    .select('chat_messages.id')
    .where('conversations.customer_id', '=', input.customerId)
    .where('conversations.lawyer_id', '=', input.lawyerId)
    .where('chat_messages.created_at', '>=', input.since)
    .$if(before !== undefined, (query) => query.where('chat_messages.id', '<', before!))
    .orderBy('chat_messages.id', 'desc')
    .limit(input.max + 1)
    .execute();
  return {
    ids: messages.slice(0, input.max).map((message) => message.id),
    truncated: messages.length > input.max,
  };
}

/** The transcript for operators: oldest first, images at signed addresses. */
export function transcriptView(rows: readonly TranscriptRow[], links: ImageLinks): TranscriptMessage[] {
  return rows.map((message) => ({
    sender: message.sender,
    kind: message.kind,
    text: message.text,
    image_url: message.upload_id ? links.signedUrl(message.upload_id) : null,
    created_at: message.created_at,
  }));
}

/** The messages of `ids` oldest first, as operators read them. */
async function transcriptOf(db: Kysely<Database>, links: ImageLinks, ids: readonly number[]) {
  const rows = (await createChatRepo(db).messagesByIds(ids)).sort((a, b) => a.id - b.id);
  return transcriptView(rows, links);
}

/** The parties' chat as it is now, for an operator deciding a refund request on the order. */
export async function liveTranscript(
  db: Kysely<Database>,
  links: ImageLinks,
  parties: TranscriptParties,
): Promise<{ transcript: TranscriptMessage[]; transcript_truncated: boolean }> {
  const { ids, truncated } = await latestMessageIds(db, { ...parties, max: TRANSCRIPT_MAX });
  if (ids.length === 0) return { transcript: [], transcript_truncated: false };
  return { transcript: await transcriptOf(db, links, ids), transcript_truncated: truncated };
}

/**
 * One page of the parties' chat for the console (read only): the latest `size` messages before message
 * `before` (the newest when absent), oldest first, and where the older page starts (null: none left).
 */
export async function transcriptPage(
  db: Kysely<Database>,
  links: ImageLinks,
  input: TranscriptParties & { size: number; before?: number | undefined },
): Promise<{ list: TranscriptMessage[]; before: number | null }> {
  const { ids, truncated } = await latestMessageIds(db, { ...input, max: input.size });
  return {
    list: await transcriptOf(db, links, ids),
    before: truncated ? Math.min(...ids) : null,
  };
}
