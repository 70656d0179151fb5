import {
  formatFen,
  WITHDRAWAL_METHOD_LABELS,
  type BankPayee,
  type WithdrawalMethod,
  type WithdrawalPayees,
  type WithdrawalRules,
} from '@lawbridge/contract';
import { yuanToFen } from '../lawyer-profile/service-prices';

/** How 提现方式 names each method on the 提现 page: paying the firm first, as we recommend. */
export const METHOD_TITLES: Record<WithdrawalMethod, string> = {
  bank: '对公转账到律所',
  wechat: WITHDRAWAL_METHOD_LABELS.wechat,
};

/** The law firm's account as one line: `招商银行 · 某某律师事务所 · **** 1234`. */
export const bankPayeeText = (payee: BankPayee): string =>
  `${payee.bank_name} · ${payee.account_name} · ${payee.account_no_masked}`;

/** Why nothing can be requested now (the server's reason, e.g. a negative balance), or null. */
export function blockedReason(rules: WithdrawalRules): string | null {
  if (rules.blocked_reason) return rules.blocked_reason;
  if (rules.open_withdrawal) return '您有一笔提现正在处理中，完成后才能再次申请';
  if (rules.max_now < rules.min_fen) {
    return rules.available < rules.min_fen
      ? `可提现金额不足 ¥${formatFen(rules.min_fen)}`
      : '今日提现额度已用完，请明天再来';
  }
  return null;
}

/** What is wrong with the amount typed (in 元), or null when it may be requested. */
export function amountProblem(yuan: string, rules: WithdrawalRules): string | null {
  if (yuan.trim() === '') return '请输入提现金额';
  const fen = yuanToFen(yuan);
  if (fen === null || fen <= 0) return '请输入正确的金额，最多两位小数';
  if (fen < rules.min_fen) return `单笔最低提现 ¥${formatFen(rules.min_fen)}`;
  if (fen > rules.available) return `超过可提现金额 ¥${formatFen(rules.available)}`;
  if (fen > rules.left_today) return `超过今日剩余额度 ¥${formatFen(rules.left_today)}`;
  return null;
}

/** What is missing for the method chosen (its payee), or null. */
export function payeeProblem(method: WithdrawalMethod, payees: WithdrawalPayees): string | null {
  if (method === 'bank') return payees.bank ? null : '请先设置律所收款账户';
  return payees.wechat ? null : '请先绑定微信收款';
}

/** 全部提现: the most that can be requested now, in 元 as typed (no trailing `.00`). */
export const allYuan = (rules: WithdrawalRules): string => formatFen(rules.max_now).replace(/\.00$/, '');
