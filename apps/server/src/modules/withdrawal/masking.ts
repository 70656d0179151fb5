import { WITHDRAWAL_METHOD_LABELS } from '@lawbridge/contract';
import type { Payee } from '../../providers/payout';

/** A name with every character but the last hidden: 王明 → *明. */
export const maskName = (name: string): string => {
  const characters = [...name];
  return characters.length <= 1 ? name : `${'*'.repeat(characters.length - 1)}${characters.at(-1)}`;
};

/** An account number showing its last four digits only: `**** 1234`. */
export const maskAccountNo = (accountNo: string): string => `**** ${accountNo.slice(-4)}`;

/** The payee as the lawyer sees it in 提现记录. */
export function payeeText(payee: Payee): string {
  return payee.kind === 'wechat'
    ? `${WITHDRAWAL_METHOD_LABELS.wechat} · ${maskName(payee.real_name)}`
    : `${payee.bank_name} · ${payee.account_name} · ${maskAccountNo(payee.account_no)}`;
}
