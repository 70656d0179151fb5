// The order kinds of appeals, without schemas (the order pages read them; the schemas are in appeal.ts).

/** The order kinds an appeal is made on: service orders, appointments and document orders (issue 17). */
export const APPEAL_ORDER_KINDS = ['service', 'appointment', 'document'] as const;
export type AppealOrderKind = (typeof APPEAL_ORDER_KINDS)[number];

/**
 * The kinds whose appeals carry the parties' chat transcript. A document order has no conversation: its
 * appeal carries none, and the pages do not promise one.
 */
export const APPEAL_CHAT_KINDS: readonly AppealOrderKind[] = ['service', 'appointment'];
