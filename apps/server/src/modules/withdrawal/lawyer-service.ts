import {
  formatFen,
  type BankPayee,
  type BankPayeeBody,
  type Page,
  type SandboxPayoutBill,
  type WechatPayee,
  type WithdrawalDetail,
  type WithdrawalItem,
  type WithdrawalPayees,
  type WithdrawalRequestBody,
  type WithdrawalRules,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { LawyerPayeeRow, WithdrawalRow } from '../../core/db/schema-withdrawals';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { balanceOf } from '../../core/ledger/journal';
import { ACCOUNTS } from '../../core/ledger/accounts';
import type { Payee, PayoutProviders } from '../../providers/payout';
import { startOfShanghaiDay } from '../operator/shanghai-day';
import { newOrderNo } from '../order/order-no';
import type { Payouts } from './payouts';
import { createPayeesRepo } from './payees-repo';
import { maskAccountNo, maskName, payeeText } from './masking';
import { createWithdrawalRepo, WITHDRAWAL_KIND } from './repo';
import { recordWithdrawalRequest } from './actions';
import { createWithdrawalSettingsRepo } from './settings-repo';
import { payeeOf, withdrawalEventOf, withdrawalItemOf } from './view';

const CONFIRM_WINDOW_MS = 24 * 3_600_000;

export const WITHDRAWAL_MSG = {
  notFound: '提现记录不存在',
  billNotFound: '转账单不存在',
  notLawyer: '无权操作',
  noOpenid: '请在微信内打开并授权后再绑定微信收款',
  open: '已有进行中的提现，请等待处理完成',
  negative: '账户余额为负（申诉退款扣回），暂不能提现',
  noPayeeWechat: '请先绑定微信收款账户',
  noPayeeBank: '请先填写律所对公账户',
} as const;

const yuan = (fen: number) => `¥${formatFen(fen)}`;

/** The lawyer's side of withdrawals (PRODUCT §11): the 提现 page, requests, 提现记录, payees, 模拟确认收款. */
export function createLawyerWithdrawals(deps: {
  db: Kysely<Database>;
  clock: Clock;
  payouts: Payouts;
  providers: Pick<PayoutProviders, 'wechat' | 'bank'>;
  /** Approves (and submits) a request below the auto-approval amount. */
  autoApprove: (row: WithdrawalRow) => Promise<WithdrawalRow>;
}) {
  const { db, clock, payouts } = deps;
  const repo = createWithdrawalRepo(db);
  const payees = createPayeesRepo(db);
  const settings = createWithdrawalSettingsRepo(db);

  async function lawyerIdOf(userId: number): Promise<number> {
    const lawyer = await db
      .selectFrom('lawyers')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!lawyer) throw AppError.forbidden('not a lawyer');
    return lawyer.id;
  }

  async function ownWithdrawal(userId: number, withdrawalNo: string): Promise<WithdrawalRow> {
    const lawyerId = await lawyerIdOf(userId);
    const row = await repo.findByNo(withdrawalNo);
    if (row?.lawyer_id !== lawyerId) throw AppError.common(WITHDRAWAL_MSG.notFound);
    return row;
  }

  /** 微信零钱 paid by the sandbox: the payee is simulated, no WeChat authorization is needed. */
  const wechatSandbox = deps.providers.wechat.name === 'sandbox';

  function payeesView(rows: LawyerPayeeRow[], openid: string | null): WithdrawalPayees {
    const wechat = rows.find((row) => row.kind === 'wechat');
    const bank = rows.find((row) => row.kind === 'bank');
    return {
      wechat: wechat ? wechatPayeeView(wechat) : null,
      bank: bank ? bankPayeeView(bank) : null,
      wechat_bindable: openid !== null || wechatSandbox,
      wechat_sandbox: wechatSandbox,
    };
  }

  /** The figures and rules of the 提现 page, and why nothing can be requested now (if so). */
  async function rules(userId: number): Promise<WithdrawalRules> {
    const lawyerId = await lawyerIdOf(userId);
    const now = clock.now();
    const [available, pending, frozen, rule, requestedToday, open, payeeRows, user] = await Promise.all([
      balanceOf(db, ACCOUNTS.lawyerAvailable(lawyerId)),
      balanceOf(db, ACCOUNTS.lawyerPending(lawyerId)),
      balanceOf(db, ACCOUNTS.lawyerFrozen(lawyerId)),
      settings.read(),
      repo.requestedSince(lawyerId, startOfShanghaiDay(now)),
      repo.openOf(lawyerId),
      payees.ofLawyer(lawyerId),
      db.selectFrom('users').select('openid').where('id', '=', userId).executeTakeFirst(),
    ]);
    const leftToday = Math.max(0, rule.withdrawal_daily_cap_fen - requestedToday);
    const blocked = open
      ? WITHDRAWAL_MSG.open
      : available < 0
        ? WITHDRAWAL_MSG.negative
        : available < rule.withdrawal_min_fen
          ? `可提现余额不足${yuan(rule.withdrawal_min_fen)}`
          : leftToday < rule.withdrawal_min_fen
            ? '今日提现额度已用完，请明天再试'
            : null;
    return {
      available,
      pending,
      frozen,
      min_fen: rule.withdrawal_min_fen,
      daily_cap_fen: rule.withdrawal_daily_cap_fen,
      requested_today: requestedToday,
      left_today: leftToday,
      max_now: blocked ? 0 : Math.min(available, leftToday),
      open_withdrawal: open ? withdrawalItemOf(open) : null,
      blocked_reason: blocked,
      payees: payeesView(payeeRows, user?.openid ?? null),
    };
  }

  /** The payee snapshot a new withdrawal of `method` is paid to; refuses a method with no payee. */
  async function payeeFor(lawyerId: number, method: WithdrawalRequestBody['method']): Promise<Payee> {
    const row = (await payees.ofLawyer(lawyerId)).find((item) => item.kind === method);
    if (method === 'wechat') {
      if (!row?.openid || !row.real_name) throw AppError.common(WITHDRAWAL_MSG.noPayeeWechat);
      return { kind: 'wechat', openid: row.openid, real_name: row.real_name };
    }
    if (!row?.account_name || !row.bank_name || !row.account_no)
      throw AppError.common(WITHDRAWAL_MSG.noPayeeBank);
    return {
      kind: 'bank',
      account_name: row.account_name,
      bank_name: row.bank_name,
      account_no: row.account_no,
    };
  }

  /**
   * 申请提现: one open at a time, at least the minimum, within what is available (never while it is negative)
   * and what is left of today's cap; the amount is frozen in the transaction that writes the row.
   */
  async function request(userId: number, body: WithdrawalRequestBody): Promise<WithdrawalDetail> {
    const lawyerId = await lawyerIdOf(userId);
    const rule = await settings.read();
    if (body.amount < rule.withdrawal_min_fen) {
      throw AppError.badParams(`提现金额不能少于${yuan(rule.withdrawal_min_fen)}`);
    }
    const payee = await payeeFor(lawyerId, body.method);
    const provider = deps.providers[body.method].name;
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const inTrx = createWithdrawalRepo(trx);
      if (await inTrx.openOf(lawyerId)) throw AppError.common(WITHDRAWAL_MSG.open);
      const available = await balanceOf(trx, ACCOUNTS.lawyerAvailable(lawyerId));
      if (available < 0) throw AppError.common(WITHDRAWAL_MSG.negative);
      if (body.amount > available) throw AppError.common(`可提现余额不足，最多可提现${yuan(available)}`);
      const left =
        rule.withdrawal_daily_cap_fen - (await inTrx.requestedSince(lawyerId, startOfShanghaiDay(now)));
      if (body.amount > left)
        throw AppError.common(`超出每日提现额度，今日还可提现${yuan(Math.max(0, left))}`);
      const inserted = await inTrx.insert({
        withdrawal_no: newOrderNo('W', now),
        lawyer_id: lawyerId,
        amount: body.amount,
        method: body.method,
        state: 'requested',
        provider,
        payee: JSON.stringify(payee),
        created_at: now,
        updated_at: now,
      });
      if (inserted === null) throw AppError.common(WITHDRAWAL_MSG.open);
      await recordWithdrawalRequest(
        trx,
        { id: inserted, lawyer_id: lawyerId, amount: body.amount, provider },
        now,
      );
      return inserted;
    });
    let row = (await repo.findById(id))!;
    if (rule.withdrawal_auto_approve_below_fen > 0 && body.amount < rule.withdrawal_auto_approve_below_fen) {
      row = await deps.autoApprove(row);
    }
    return detailOf(row);
  }

  async function detailOf(row: WithdrawalRow): Promise<WithdrawalDetail> {
    const events = await createOrderEventsRepo(db).listFor(WITHDRAWAL_KIND, row.id);
    const waiting = row.state === 'waiting_confirmation';
    const status =
      waiting && row.bill_no
        ? {
            bill_no: row.bill_no,
            state: 'wait_user_confirm' as const,
            party_bill_no: row.party_bill_no,
            package_info: row.package_info,
            fail_reason: null,
          }
        : null;
    return {
      ...withdrawalItemOf(row),
      payee_text: payeeText(payeeOf(row)),
      events: events.map(withdrawalEventOf),
      confirmation: status ? payouts.providerOf(row).confirmation(status) : null,
      confirm_before:
        waiting && row.waiting_since !== null ? Number(row.waiting_since) + CONFIRM_WINDOW_MS : null,
    };
  }

  async function list(
    userId: number,
    page: { page: number; page_size: number },
  ): Promise<Page<WithdrawalItem>> {
    const lawyerId = await lawyerIdOf(userId);
    const { rows, total } = await repo.pageOfLawyer(lawyerId, {
      offset: (page.page - 1) * page.page_size,
      limit: page.page_size,
    });
    return { list: rows.map(withdrawalItemOf), total, page: page.page, page_size: page.page_size };
  }

  async function detail(userId: number, withdrawalNo: string): Promise<WithdrawalDetail> {
    return detailOf(await ownWithdrawal(userId, withdrawalNo));
  }

  async function bankPayee(userId: number): Promise<BankPayee | null> {
    const row = (await payees.ofLawyer(await lawyerIdOf(userId))).find((item) => item.kind === 'bank');
    return row ? bankPayeeView(row) : null;
  }

  async function saveBankPayee(userId: number, body: BankPayeeBody): Promise<BankPayee> {
    const lawyerId = await lawyerIdOf(userId);
    await payees.save(
      lawyerId,
      'bank',
      {
        openid: null,
        real_name: null,
        account_name: body.account_name,
        bank_name: body.bank_name,
        account_no: body.account_no,
      },
      clock.now(),
    );
    return (await bankPayee(userId))!;
  }

  /**
   * Binds the WeChat payee: the openid stored for this app, paid in the lawyer's certified name. With the
   * sandbox paying 微信零钱 and no openid stored (outside WeChat), a simulated one stands for it.
   */
  async function bindWechatPayee(userId: number): Promise<WechatPayee> {
    const lawyerId = await lawyerIdOf(userId);
    const [user, lawyer] = await Promise.all([
      db.selectFrom('users').select('openid').where('id', '=', userId).executeTakeFirst(),
      db.selectFrom('lawyers').select('name').where('id', '=', lawyerId).executeTakeFirstOrThrow(),
    ]);
    const openid = user?.openid ?? (wechatSandbox ? `sandbox-payee-${lawyerId}` : null);
    if (!openid) throw AppError.common(WITHDRAWAL_MSG.noOpenid);
    await payees.save(
      lawyerId,
      'wechat',
      { openid, real_name: lawyer.name, account_name: null, bank_name: null, account_no: null },
      clock.now(),
    );
    const row = (await payees.ofLawyer(lawyerId)).find((item) => item.kind === 'wechat')!;
    return wechatPayeeView(row);
  }

  /** The sandbox bill of one of the lawyer's withdrawals, for the 模拟确认收款 page. */
  async function sandboxBill(userId: number, billNo: string): Promise<SandboxPayoutBill> {
    const lawyerId = await lawyerIdOf(userId);
    const row = await repo.findByBill(billNo);
    if (row?.lawyer_id !== lawyerId || row.provider !== 'sandbox')
      throw AppError.common(WITHDRAWAL_MSG.billNotFound);
    const status = await payouts.providerOf(row).query(billNo);
    const payee = payeeOf(row);
    return {
      bill_no: billNo,
      withdrawal_no: row.withdrawal_no,
      amount: Number(row.amount),
      state: status.state,
      real_name_masked: maskName(payee.kind === 'wechat' ? payee.real_name : payee.account_name),
    };
  }

  return {
    rules,
    request,
    list,
    detail,
    bankPayee,
    saveBankPayee,
    bindWechatPayee,
    sandboxBill,
    ownWithdrawal,
    detailOf,
    lawyerIdOf,
  };
}

function wechatPayeeView(row: LawyerPayeeRow): WechatPayee {
  return { real_name_masked: maskName(row.real_name ?? ''), updated_at: Number(row.updated_at) };
}

function bankPayeeView(row: LawyerPayeeRow): BankPayee {
  return {
    account_name: row.account_name ?? '',
    bank_name: row.bank_name ?? '',
    account_no_masked: maskAccountNo(row.account_no ?? ''),
    updated_at: Number(row.updated_at),
  };
}

export type LawyerWithdrawals = ReturnType<typeof createLawyerWithdrawals>;
