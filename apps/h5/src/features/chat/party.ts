import type { ChatSender } from '@lawbridge/contract';

/**
 * The side a message is drawn on (seed enum party: myself | lawyer). The viewer's own messages are
 * `myself`, on the right; the other's on the left: `lawyer` for a customer, `customer` for a lawyer.
 */
export type Party = 'myself' | ChatSender;

export const partyOf = (sender: ChatSender, viewer: ChatSender): Party =>
  sender === viewer ? 'myself' : sender;

export const otherSide = (viewer: ChatSender): ChatSender => (viewer === 'customer' ? 'lawyer' : 'customer');
