import { formatFen, type WithdrawalTransitionName } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { WithdrawalRow } from '../../core/db/schema-withdrawals';
import { userOfLawyer } from '../notification/lawyer-user';
import type { NewNotification } from '../notification/notifier';

/** The H5 page of one withdrawal (apps/h5 paths `lawyerWithdrawal`, `no`). */
export const withdrawalPage = (withdrawalNo: string) => `/pages/lawyer/wallet/withdrawal?no=${withdrawalNo}`;

/**
 * What the lawyer hears of their withdrawal (PRODUCT §14): the decision (rejected), the transfer waiting for
 * their confirmation and its reminder, and how it ended (paid, failed, cancelled).
 */
export async function withdrawalNotices(
  db: Kysely<Database>,
  input: { row: WithdrawalRow; transition: WithdrawalTransitionName; reason: string | null },
): Promise<NewNotification[]> {
  const { row, transition } = input;
  const amount = `¥${formatFen(Number(row.amount))}`;
  const notice =
    (kind: NewNotification['kind'], title: string, body: string): ((userId: number) => NewNotification) =>
    (userId) => ({ userId, kind, title, body, link: withdrawalPage(row.withdrawal_no) });
  const texts: Partial<Record<WithdrawalTransitionName, (userId: number) => NewNotification>> = {
    reject: notice(
      'withdrawal_result',
      '提现未通过审核',
      `提现${amount}未通过审核：${input.reason ?? '详见提现记录'}，金额已退回可提现余额`,
    ),
    await_confirmation: notice(
      'withdrawal_confirm',
      '请确认收款',
      `提现${amount}已发起，请在24小时内确认收款`,
    ),
    remind: notice('withdrawal_confirm', '提现待确认收款', `提现${amount}尚未确认收款，超过24小时将自动撤销`),
    pay: notice('withdrawal_result', '提现已到账', `提现${amount}已到账`),
    fail: notice(
      'withdrawal_result',
      '提现失败',
      `提现${amount}打款失败：${input.reason ?? '详见提现记录'}，金额已退回可提现余额`,
    ),
    cancel: notice('withdrawal_result', '提现已撤销', `提现${amount}的转账已撤销，金额已退回可提现余额`),
    expire: notice(
      'withdrawal_result',
      '提现已撤销',
      `提现${amount}超过24小时未确认收款，金额已退回可提现余额`,
    ),
  };
  const make = texts[transition];
  const userId = make ? await userOfLawyer(db, row.lawyer_id) : null;
  return make && userId !== null ? [make(userId)] : [];
}
