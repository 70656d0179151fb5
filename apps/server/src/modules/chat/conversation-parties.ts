import type { ChatRepo, ConversationParties } from './repo';

/** Conversations whose parties are kept; past it the cache starts again (a few MB at most). */
const PARTIES_KEPT = 50_000;

/**
 * The parties of conversations, read once and then kept in memory: they never change once a conversation
 * is opened (and conversations are never deleted), so every instance may keep them. Each message, read
 * mark and typing frame checks who may act in the conversation; this saves that query on all but the first.
 */
export function createPartiesLookup(repo: ChatRepo) {
  const kept = new Map<number, ConversationParties>();
  return async function partiesOf(conversationId: number): Promise<ConversationParties | undefined> {
    const known = kept.get(conversationId);
    if (known) return known;
    const parties = await repo.partiesById(conversationId);
    if (parties) {
      if (kept.size >= PARTIES_KEPT) kept.clear();
      kept.set(conversationId, parties);
    }
    return parties;
  };
}
