/**
 * Ledger accounts (PRODUCT §8). Money enters through a provider's clearing account, waits in escrow while
 * an order runs, and leaves to a lawyer's available balance and the platform's revenue, or back to
 * clearing as a refund. A lawyer's frozen account holds funds of a withdrawal being paid out.
 */
export const ACCOUNTS = {
  clearing: (provider: string) => `clearing:${provider}`,
  escrow: 'escrow',
  platformRevenue: 'platform:revenue',
  lawyerAvailable: (lawyerId: number) => `lawyer:${lawyerId}:available`,
  lawyerFrozen: (lawyerId: number) => `lawyer:${lawyerId}:frozen`,
} as const;

const ACCOUNT_PATTERN = /^(clearing:[a-z]+|escrow|platform:revenue|lawyer:\d+:(available|frozen))$/;

export const isLedgerAccount = (account: string): boolean => ACCOUNT_PATTERN.test(account);
