import { ApiCode, type WithdrawalTransitionName } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { WithdrawalRow } from '../../core/db/schema-withdrawals';
import { TimerNotYet } from '../../core/timers/timer-worker';
import {
  PayoutNotifyRefusedError,
  PayoutRefusedError,
  PayoutUnknownError,
  type IncomingPayoutNotify,
  type PayoutNotifyAnswer,
  type PayoutProvider,
  type PayoutProviders,
  type PayoutStatus,
} from '../../providers/payout';
import type { WithdrawalActions } from './actions';
import { createWithdrawalRepo } from './repo';
import { payeeOf } from './view';

/** What the payee sees with the transfer (WeChat `transfer_remark`, ≤ 32 characters). */
const REMARK = '律桥律师收入提现';
/** The query job leaves a just-approved withdrawal to the request that approved it for this long. */
const SUBMIT_GRACE_MS = 60_000;
const JOB_BATCH = 100;
/** Taken by the server itself; the party's answers are the `payment` actor's. */
const SYSTEM_TRANSITIONS: readonly WithdrawalTransitionName[] = ['submit', 'remind', 'expire'];

/** A transition that lost to another (code 7 `订单状态已变化`): someone else moved the withdrawal already. */
const isStateChanged = (error: unknown) => error instanceof AppError && error.code === ApiCode.common.value;

/**
 * The withdrawal's side of the payout providers (PRODUCT §11). The party's word decides, never a hint: a
 * notify is verified and then its bill is queried; the lawyer's confirmation in the H5 page proves nothing.
 * A bill is numbered like its withdrawal and sent again only under that number: an unclear answer to
 * `create()` (`PayoutUnknownError`) is followed by a query, and the query job sends it again only when the
 * party says `not_found`. Every outcome is taken once, through the lifecycle's compare-and-set.
 */
export function createPayouts(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  providers: PayoutProviders;
  actions: WithdrawalActions;
}) {
  const { db, log, providers, actions } = deps;
  const repo = createWithdrawalRepo(db);

  function providerOf(row: WithdrawalRow): PayoutProvider {
    const provider = providers.byName(row.provider);
    if (!provider)
      throw new Error(`withdrawal ${row.withdrawal_no}: provider ${row.provider} is not running here`);
    return provider;
  }

  /** Takes a transition unless another got there first (then the row as it is now). */
  async function take(
    row: WithdrawalRow,
    transition: WithdrawalTransitionName,
    extra: { changes?: Record<string, unknown>; reason?: string | null; firedBy?: number } = {},
  ): Promise<WithdrawalRow> {
    const actor = { kind: SYSTEM_TRANSITIONS.includes(transition) ? 'system' : 'payment', id: null } as const;
    try {
      return await actions.act({ row, transition, actor, ...extra });
    } catch (error) {
      if (!isStateChanged(error)) throw error;
      return (await repo.findById(row.id))!;
    }
  }

  /** Moves the withdrawal to what the party says of its bill (nothing when it already is there). */
  async function reconcile(row: WithdrawalRow, status: PayoutStatus): Promise<WithdrawalRow> {
    const party = { party_bill_no: status.party_bill_no ?? row.party_bill_no };
    switch (status.state) {
      case 'accepted':
      case 'processing':
      case 'transferring':
      case 'cancelling':
        return row.state === 'approved' ? take(row, 'submit', { changes: party }) : row;
      case 'wait_user_confirm': {
        if (row.state !== 'approved' && row.state !== 'processing') return row;
        const confirmable = await withConfirmation(row, status);
        return take(row, 'await_confirmation', {
          changes: { ...party, package_info: confirmable.package_info, waiting_since: deps.clock.now() },
        });
      }
      case 'success':
        return isOpen(row) ? take(row, 'pay', { changes: party }) : row;
      case 'failed':
        return isOpen(row) ? take(row, 'fail', { reason: status.fail_reason ?? '转账失败' }) : row;
      case 'cancelled':
        return isOpen(row) ? take(row, 'cancel') : row;
      case 'not_found':
        return row;
    }
  }

  /**
   * A waiting bill as the lawyer can confirm it. WeChat answers `package_info` only to 发起转账, never to a query: when
   * a query found the bill waiting (the create's answer was lost), the same bill is sent again under its own number,
   * which answers the existing bill with its package (never a second transfer).
   */
  async function withConfirmation(row: WithdrawalRow, status: PayoutStatus): Promise<PayoutStatus> {
    const provider = providerOf(row);
    if (provider.confirmation(status) !== null || row.bill_no === null) return status;
    try {
      return await provider.create(createInput(row, row.bill_no));
    } catch (error) {
      log.warn(
        { err: error, withdrawal: row.withdrawal_no },
        'payout package not fetched; confirmation unavailable',
      );
      return status;
    }
  }

  /** Sends the approved withdrawal's bill to its provider (again: under the same number) and takes the answer. */
  async function submit(row: WithdrawalRow): Promise<WithdrawalRow> {
    if (row.state !== 'approved' || row.bill_no === null) return row;
    const provider = providerOf(row);
    let status: PayoutStatus;
    try {
      status = await provider.create(createInput(row, row.bill_no));
    } catch (error) {
      if (error instanceof PayoutRefusedError) {
        return take(row, 'fail', { reason: `转账被拒绝（${error.code}）` });
      }
      if (!(error instanceof PayoutUnknownError)) throw error;
      log.warn({ err: error, withdrawal: row.withdrawal_no }, 'payout create unclear; querying the bill');
      try {
        status = await provider.query(row.bill_no);
      } catch (queryError) {
        // Still unclear: the query job asks again; the bill is never sent under another number.
        log.warn({ err: queryError, withdrawal: row.withdrawal_no }, 'payout query failed; the job retries');
        return row;
      }
    }
    return reconcile(row, status);
  }

  /** Asks the party about the bill and takes what it says. */
  async function follow(row: WithdrawalRow): Promise<WithdrawalRow> {
    if (row.bill_no === null) return row;
    const status = await providerOf(row).query(row.bill_no);
    if (status.state === 'not_found' && row.state === 'approved') return submit(row);
    if (status.state === 'not_found') {
      log.error({ withdrawal: row.withdrawal_no }, 'payout bill not found at the party after submission');
    }
    return reconcile(row, status);
  }

  /** A party's notify: verified, then its bill queried, then taken once. */
  async function handleNotify(
    providerName: string,
    notify: IncomingPayoutNotify,
  ): Promise<PayoutNotifyAnswer | null> {
    const provider = providers.byName(providerName);
    if (!provider || provider.name === 'manual') return null;
    let billNo: string;
    try {
      billNo = (await provider.verifyNotify(notify)).bill_no;
    } catch (error) {
      if (!(error instanceof PayoutNotifyRefusedError)) throw error;
      log.warn({ err: error, provider: providerName }, 'payout notify refused');
      return provider.notifyAnswer('refused');
    }
    const row = await repo.findByBill(billNo);
    if (!row || row.provider !== provider.name) {
      log.warn({ bill_no: billNo, provider: providerName }, 'payout notify for an unknown bill');
      return provider.notifyAnswer('accepted');
    }
    try {
      await follow(row);
      return provider.notifyAnswer('accepted');
    } catch (error) {
      log.error({ err: error, withdrawal: row.withdrawal_no }, 'payout notify not taken; the party retries');
      return provider.notifyAnswer('refused');
    }
  }

  /** The query job: every transfer still at a party, each on its own (one failing does not stop the rest). */
  async function followOpenTransfers(): Promise<{ followed: number }> {
    const now = deps.clock.now();
    let followed = 0;
    for (const row of await repo.openTransfers(JOB_BATCH)) {
      if (row.state === 'approved' && Number(row.updated_at) > now - SUBMIT_GRACE_MS) continue;
      try {
        await (row.state === 'approved' ? submit(row) : follow(row));
        followed += 1;
      } catch (error) {
        log.warn({ err: error, withdrawal: row.withdrawal_no }, 'payout follow-up failed; next run retries');
      }
    }
    return { followed };
  }

  /**
   * Cancels the bill at the party (an operator, or the 24 h expiry); the withdrawal is cancelled once the
   * party says the bill is: answers the row after, and whether it is still being cancelled.
   */
  async function cancelAtParty(
    row: WithdrawalRow,
    taken: (row: WithdrawalRow) => Promise<WithdrawalRow>,
  ): Promise<{ row: WithdrawalRow; pending: boolean }> {
    if (row.bill_no === null) return { row, pending: false };
    const status = await providerOf(row).cancel(row.bill_no);
    if (status.state === 'cancelled') return { row: await taken(row), pending: false };
    const after = await reconcile(row, status);
    return { row: after, pending: after.state === row.state };
  }

  /** The table's timers: the 12 h reminder keeps the state; the 24 h expiry cancels at the party first. */
  async function fireTimer(input: { id: number; transition: WithdrawalTransitionName; timerId: number }) {
    const row = await repo.findById(input.id);
    if (!row || row.state !== 'waiting_confirmation') return;
    if (input.transition === 'remind') {
      await take(row, 'remind', { firedBy: input.timerId });
      return;
    }
    const { pending } = await cancelAtParty(row, (current) =>
      take(current, 'expire', { firedBy: input.timerId }),
    );
    if (pending) throw new TimerNotYet(`withdrawal ${row.withdrawal_no}: the party is still cancelling`);
  }

  return {
    submit,
    follow,
    reconcile,
    handleNotify,
    followOpenTransfers,
    cancelAtParty,
    fireTimer,
    providerOf,
  };
}

function createInput(row: WithdrawalRow, billNo: string) {
  return { bill_no: billNo, amount: Number(row.amount), payee: payeeOf(row), remark: REMARK };
}

function isOpen(row: WithdrawalRow): boolean {
  return row.state === 'approved' || row.state === 'processing' || row.state === 'waiting_confirmation';
}

export type Payouts = ReturnType<typeof createPayouts>;
