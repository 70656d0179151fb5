import { Party, type ChatSender, type PartyValue } from '@lawbridge/contract';

/**
 * The side a message is drawn on, in the seed's enum `party: myself | lawyer` (the contract's `Party`).
 * The enum names the two drawing sides, not who wrote: `myself` is the viewer's own messages (right),
 * `lawyer` is the other party's side (left), whoever the other party is. So a lawyer reading a
 * conversation sees the customer's messages on the `lawyer` side (docs/decisions.md, issue 10).
 */
export const partyOf = (sender: ChatSender, viewer: ChatSender): PartyValue =>
  sender === viewer ? Party.myself.value : Party.lawyer.value;

/** The other sender of a conversation (who may be typing to the viewer). */
export const otherSide = (viewer: ChatSender): ChatSender => (viewer === 'customer' ? 'lawyer' : 'customer');
