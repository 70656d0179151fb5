/**
 * Ledger accounts (PRODUCT §8, §11). Money enters through a provider's clearing account, waits in escrow while
 * an order runs, and leaves to a lawyer's pending balance and the platform's revenue, or back to clearing as a
 * refund. Pending is held `hold_days` after the order finished, then released to available. A withdrawal
 * freezes its amount (available → frozen) and, once paid, moves it to the payout provider's clearing account.
 */
export const ACCOUNTS = {
  clearing: (provider: string) => `clearing:${provider}`,
  escrow: 'escrow',
  platformRevenue: 'platform:revenue',
  lawyerPending: (lawyerId: number) => `lawyer:${lawyerId}:pending`,
  lawyerAvailable: (lawyerId: number) => `lawyer:${lawyerId}:available`,
  lawyerFrozen: (lawyerId: number) => `lawyer:${lawyerId}:frozen`,
  payoutClearing: (provider: string) => `payout:${provider}`,
} as const;

const ACCOUNT_PATTERN =
  /^(clearing:[a-z]+|payout:[a-z]+|escrow|platform:revenue|lawyer:\d+:(pending|available|frozen))$/;

export const isLedgerAccount = (account: string): boolean => ACCOUNT_PATTERN.test(account);
