// The open-loop schedule of the chat benchmark: every send time is fixed before the run, whatever the
// server answers, so a slow server makes messages late (and the latency shows it) instead of making the
// load generator send fewer (coordinated omission).

/**
 * Message k of the run (0 ≤ k < rate × duration) is due k / rate seconds after the start, in conversation
 * k mod `conversations`, so the conversations take turns evenly; within a conversation the customer and
 * the lawyer alternate (the customer in even rounds). Answers the messages of the conversations `mine`
 * (indexes), in time order: `{ k, at (ms after the start), conversation, from: 'customer' | 'lawyer' }`.
 */
export function scheduleFor({ rate, conversations, durationMs, mine }) {
  const own = new Set(mine);
  const total = Math.floor((rate * durationMs) / 1000);
  const messages = [];
  for (let k = 0; k < total; k += 1) {
    const conversation = k % conversations;
    if (!own.has(conversation)) continue;
    const round = Math.floor(k / conversations);
    messages.push({ k, at: (k * 1000) / rate, conversation, from: round % 2 === 0 ? 'customer' : 'lawyer' });
  }
  return messages;
}
