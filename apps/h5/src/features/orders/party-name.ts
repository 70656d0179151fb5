/**
 * The other party of an order as its viewer reads it (lists, cards, the appeal's order): a lawyer by name
 * with 律师 after it (王明 律师), or 平台分配律师 while none is assigned; a customer by the name they go by
 * (王先生, 用户5678) with no 用户 label before it, since a new user's nickname already begins with 用户
 * (issue 18: never 用户 用户5678).
 */
export function otherPartyName(
  viewer: 'customer' | 'lawyer',
  names: { lawyer: string | null; customer: string },
): string {
  if (viewer === 'lawyer') return names.customer;
  return names.lawyer === null ? '平台分配律师' : `${names.lawyer} 律师`;
}
