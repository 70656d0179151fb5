import {
  actionsFor,
  WITHDRAWAL_LIFECYCLE,
  WITHDRAWAL_REJECT_REASONS,
  type AdminWithdrawalDetail,
  type AdminWithdrawalExportQuery,
  type AdminWithdrawalFigures,
  type AdminWithdrawalItem,
  type AdminWithdrawalMarkBody,
  type AdminWithdrawalQuery,
  type AdminWithdrawalRejectBody,
  type AuditAction,
  type Page,
  type WithdrawalSettings,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { WithdrawalRow } from '../../core/db/schema-withdrawals';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { balanceOf } from '../../core/ledger/journal';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { audit, type AuditActor } from '../operator/audit';
import { startOfShanghaiDay } from '../operator/shanghai-day';
import { shanghaiMidnight } from '../../core/shanghai-day';
import type { WithdrawalActions } from './actions';
import { withdrawalsCsv } from './csv';
import { lawyerStanding } from './lawyer-standing';
import type { Payouts } from './payouts';
import {
  createWithdrawalRepo,
  WITHDRAWAL_KIND,
  type AdminWithdrawalRow,
  type WithdrawalFilter,
} from './repo';
import { createWithdrawalSettingsRepo } from './settings-repo';
import { payeeOf, withdrawalEventOf, withdrawalItemOf } from './view';

const DAY_MS = 24 * 3_600_000;
const RECENT_LEDGER = 20;
/** The export's bound: a month of a busy platform; a narrower filter for more. */
export const EXPORT_MAX_ROWS = 5000;

export const CONSOLE_WITHDRAWAL_MSG = {
  notFound: '提现记录不存在',
  sameOperator: '金额超过双人复核额度，需由另一位运营复核通过',
  notManual: '只有对公转账可以登记打款结果',
  notCancellable: '只有待确认收款的转账可以撤销',
  cancelling: '已向支付平台申请撤销，撤销完成后金额退回律师',
  alreadyPaid: '转账已完成，无法撤销',
} as const;

const target = (row: WithdrawalRow) => `${WITHDRAWAL_KIND}:${row.withdrawal_no}`;

/** The console's withdrawals (PRODUCT §16): queue, detail, decisions (audited), export, figures and rules. */
export function createConsoleWithdrawals(deps: {
  db: Kysely<Database>;
  clock: Clock;
  actions: WithdrawalActions;
  payouts: Payouts;
}) {
  const { db, clock, actions, payouts } = deps;
  const repo = createWithdrawalRepo(db);
  const settings = createWithdrawalSettingsRepo(db);

  const filterOf = (query: AdminWithdrawalExportQuery): WithdrawalFilter => ({
    state: query.state,
    method: query.method,
    keyword: query.keyword,
    from: query.date_from ? shanghaiMidnight(query.date_from) : undefined,
    before: query.date_to ? shanghaiMidnight(query.date_to) + DAY_MS : undefined,
  });

  async function needsSecondApproval(row: WithdrawalRow): Promise<boolean> {
    return Number(row.amount) > (await settings.read()).withdrawal_second_approval_fen;
  }

  async function itemOf(row: AdminWithdrawalRow, secondAbove: number): Promise<AdminWithdrawalItem> {
    return {
      ...withdrawalItemOf(row),
      lawyer: { uuid: row.lawyer_uuid, name: row.lawyer_name, phone: row.lawyer_phone },
      provider: row.provider,
      needs_second_approval: Number(row.amount) > secondAbove,
      first_approved_by: row.state === 'requested' ? row.first_approver : null,
    };
  }

  async function list(query: AdminWithdrawalQuery): Promise<Page<AdminWithdrawalItem>> {
    const filter = filterOf(query);
    const [rows, total, rule] = await Promise.all([
      repo.adminList(filter, { offset: (query.page - 1) * query.page_size, limit: query.page_size }),
      repo.adminCount(filter),
      settings.read(),
    ]);
    const list = await Promise.all(rows.map((row) => itemOf(row, rule.withdrawal_second_approval_fen)));
    return { list, total, page: query.page, page_size: query.page_size };
  }

  async function found(withdrawalNo: string): Promise<AdminWithdrawalRow> {
    const row = await repo.adminFindByNo(withdrawalNo);
    if (!row) throw AppError.common(CONSOLE_WITHDRAWAL_MSG.notFound);
    return row;
  }

  /** The operator transitions allowed now, as this operator: not the second approval of their own first. */
  function operatorActions(row: WithdrawalRow, operatorId: number, second: boolean): string[] {
    return actionsFor(WITHDRAWAL_LIFECYCLE, row.state, 'operator')
      .map((transition) => transition.name)
      .filter((name) => {
        if (name === 'first_approve') return second && row.first_approved_by === null;
        if (name === 'approve')
          return !second || (row.first_approved_by !== null && row.first_approved_by !== operatorId);
        if (name === 'pay' || name === 'fail') return row.provider === 'manual' && row.state === 'processing';
        if (name === 'cancel') return row.provider !== 'manual' && row.state === 'waiting_confirmation';
        return true;
      });
  }

  async function detail(withdrawalNo: string, operatorId: number): Promise<AdminWithdrawalDetail> {
    const row = await found(withdrawalNo);
    const lawyerId = row.lawyer_id;
    const rule = await settings.read();
    const second = Number(row.amount) > rule.withdrawal_second_approval_fen;
    const [events, available, pending, frozen, ledger, standing] = await Promise.all([
      createOrderEventsRepo(db).listFor(WITHDRAWAL_KIND, row.id),
      balanceOf(db, ACCOUNTS.lawyerAvailable(lawyerId)),
      balanceOf(db, ACCOUNTS.lawyerPending(lawyerId)),
      balanceOf(db, ACCOUNTS.lawyerFrozen(lawyerId)),
      repo.recentLedger(lawyerId, RECENT_LEDGER),
      lawyerStanding(db, { lawyerId, now: clock.now() }),
    ]);
    return {
      ...(await itemOf(row, rule.withdrawal_second_approval_fen)),
      payee: payeeOf(row),
      bill_no: row.bill_no,
      party_bill_no: row.party_bill_no,
      actions: operatorActions(row, operatorId, second),
      events: events.map(withdrawalEventOf),
      balances: { available, pending, frozen },
      recent_ledger: ledger.map((line) => ({
        transaction_id: line.transaction_id,
        kind: line.kind,
        account: line.account,
        amount: Number(line.amount),
        created_at: Number(line.created_at),
      })),
      ...standing,
    };
  }

  const audited =
    (actor: AuditActor, action: AuditAction, row: WithdrawalRow, detail: string | null) =>
    (trx: Kysely<Database>) =>
      audit(trx, { actor, action, target: target(row), detail, at: clock.now() });

  /**
   * 审核通过. Above the two-person threshold the first operator's approval keeps it 待审核 (`first_approve`) and
   * only another operator's approval passes it; the compare-and-set on the version keeps the rule under
   * parallel approvals (of two at once, one wins; the other is told to refresh). Approved, the bill is sent.
   */
  async function approve(withdrawalNo: string, actor: AuditActor & { operatorId: number }) {
    const row = await found(withdrawalNo);
    if (row.state !== 'requested') throw AppError.common('提现状态已变化，请刷新');
    const operator = { kind: 'operator' as const, id: actor.operatorId };
    if ((await needsSecondApproval(row)) && row.first_approved_by === null) {
      await actions.act({
        row,
        transition: 'first_approve',
        actor: operator,
        changes: { first_approved_by: actor.operatorId },
        alsoWithin: audited(actor, 'withdrawal.first_approve', row, null),
      });
      return detail(withdrawalNo, actor.operatorId);
    }
    if (row.first_approved_by === actor.operatorId)
      throw AppError.common(CONSOLE_WITHDRAWAL_MSG.sameOperator);
    const approved = await actions.act({
      row,
      transition: 'approve',
      actor: operator,
      changes: approvalChanges(row, actor.operatorId, clock.now()),
      alsoWithin: audited(actor, 'withdrawal.approve', row, null),
    });
    await payouts.submit(approved);
    return detail(withdrawalNo, actor.operatorId);
  }

  /** Auto-approval of a small request (below `withdrawal_auto_approve_below_fen`), as the system. */
  async function autoApprove(row: WithdrawalRow): Promise<WithdrawalRow> {
    const approved = await actions.act({
      row,
      transition: 'approve',
      actor: { kind: 'system', id: null },
      changes: approvalChanges(row, null, clock.now()),
      note: '小额自动审核通过',
    });
    return payouts.submit(approved);
  }

  async function reject(body: AdminWithdrawalRejectBody, actor: AuditActor & { operatorId: number }) {
    const row = await found(body.withdrawal_no);
    const preset = WITHDRAWAL_REJECT_REASONS[body.reason];
    const reason = body.text ? `${preset}：${body.text}` : preset;
    await actions.act({
      row,
      transition: 'reject',
      actor: { kind: 'operator', id: actor.operatorId },
      reason,
      alsoWithin: audited(actor, 'withdrawal.reject', row, reason),
    });
    return detail(body.withdrawal_no, actor.operatorId);
  }

  /** 撤销 an unconfirmed transfer: cancelled at the party; the funds go back once the party says it is. */
  async function cancel(withdrawalNo: string, actor: AuditActor & { operatorId: number }) {
    const row = await found(withdrawalNo);
    if (row.state !== 'waiting_confirmation' || row.provider === 'manual') {
      throw AppError.common(CONSOLE_WITHDRAWAL_MSG.notCancellable);
    }
    const result = await payouts.cancelAtParty(row, (current) =>
      actions.act({
        row: current,
        transition: 'cancel',
        actor: { kind: 'operator', id: actor.operatorId },
        alsoWithin: audited(actor, 'withdrawal.cancel', current, null),
      }),
    );
    if (result.row.state === 'paid') throw AppError.common(CONSOLE_WITHDRAWAL_MSG.alreadyPaid);
    if (result.pending) {
      await db.transaction().execute(audited(actor, 'withdrawal.cancel', row, '撤销中'));
      throw AppError.common(CONSOLE_WITHDRAWAL_MSG.cancelling);
    }
    return detail(withdrawalNo, actor.operatorId);
  }

  /** A bank transfer made outside, recorded paid (with the receipt number) or failed (with the reason). */
  async function mark(body: AdminWithdrawalMarkBody, actor: AuditActor & { operatorId: number }) {
    const row = await found(body.withdrawal_no);
    if (row.provider !== 'manual') throw AppError.common(CONSOLE_WITHDRAWAL_MSG.notManual);
    const operator = { kind: 'operator' as const, id: actor.operatorId };
    if (body.outcome === 'paid') {
      await actions.act({
        row,
        transition: 'pay',
        actor: operator,
        changes: { party_bill_no: body.receipt_no },
        note: `回单号 ${body.receipt_no}`,
        alsoWithin: audited(actor, 'withdrawal.mark_paid', row, body.receipt_no),
      });
    } else {
      await actions.act({
        row,
        transition: 'fail',
        actor: operator,
        reason: body.reason,
        alsoWithin: audited(actor, 'withdrawal.mark_failed', row, body.reason),
      });
    }
    return detail(body.withdrawal_no, actor.operatorId);
  }

  async function exportCsv(query: AdminWithdrawalExportQuery): Promise<string> {
    return withdrawalsCsv(await repo.adminList(filterOf(query), { offset: 0, limit: EXPORT_MAX_ROWS }));
  }

  async function figures(): Promise<AdminWithdrawalFigures> {
    return repo.figures(startOfShanghaiDay(clock.now()));
  }

  async function saveSettings(body: WithdrawalSettings, actor: AuditActor): Promise<WithdrawalSettings> {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await createWithdrawalSettingsRepo(trx).save(body, now);
      await audit(trx, {
        actor,
        action: 'config.withdrawal',
        target: null,
        detail: JSON.stringify(body),
        at: now,
      });
    });
    return settings.read();
  }

  return {
    list,
    detail,
    approve,
    autoApprove,
    reject,
    cancel,
    mark,
    exportCsv,
    figures,
    settings: () => settings.read(),
    saveSettings,
  };
}

/** What approval sets: the approver, and the bill, numbered like the withdrawal and never renumbered. */
function approvalChanges(row: WithdrawalRow, operatorId: number | null, now: number) {
  return { approved_by: operatorId, approved_at: now, bill_no: row.withdrawal_no };
}

export type ConsoleWithdrawals = ReturnType<typeof createConsoleWithdrawals>;
