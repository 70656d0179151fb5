import {
  API,
  AFTER_SALE_DECISION_REASON_CODES,
  APPEAL_TYPES,
  OPERATOR_SESSION_TTL_MS,
} from '@lawbridge/contract';
import { vi } from 'vitest';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import { PayoutRefusedError, PayoutUnknownError } from '../../src/providers/payout';
import { HOUR, slotAfter } from '../appointment/appointment-fixtures';
import { call, loginAs } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createOperatorRepo } from '../../src/modules/operator/repo';
import { createServiceOrderService } from '../../src/modules/service-order/service';
import { generateToken, hashToken } from '../../src/core/auth/token';
import { createOperator, operatorCall } from '../operator/operator-api';

/** One of the walk's lawyers and the customer whose orders with them can be appealed. */
export interface WalkParty {
  lawyerId: number;
  lawyerUuid: string;
  lawyerPhone: string;
  customerPhone: string;
}

/** What the walk may appeal: a finished order, by kind and number, and who is on each side. */
export interface WalkOrder {
  kind: 'service' | 'appointment';
  orderNo: string;
  party: WalkParty;
}

/** A reply of the API: the walk takes refusals by the rules (code ≠ 0) as part of the walk. */
type Reply = { code: number; msg: string; data: unknown };

/** People sign in again this long after the last time (the apps' token rotation is not walked here). */
const SIGN_IN_AGAIN_MS = 14 * 24 * HOUR;
/** An operator's console session lasts 12 h: a new one is opened this often. */
const CONSOLE_SESSION_AGAIN_MS = 10 * HOUR;

/**
 * The parties and the moves of the money-out walk (issue 16), every one through the API as the apps and
 * the console take it, or through the providers' own doors (the sandbox's confirmation, its notifies).
 * Months pass in the walk, so everyone signs in again now and then, as people do.
 */
export async function moneyOutWorld(t: TestApp) {
  const tokens = new Map<string, string>();
  let signedInAt = t.clock.now();
  const parties: WalkParty[] = [];
  for (const [index, [name, area]] of (
    [
      ['冯律师', '110105'],
      ['陈律师', '110108'],
    ] as const
  ).entries()) {
    const lawyerPhone = `1372000100${index}`;
    const customerPhone = `1372000200${index}`;
    const lawyer = await loggedInLawyer(t.app, lawyerPhone, { name, area_code: area });
    tokens.set(lawyerPhone, lawyer.token);
    tokens.set(customerPhone, await loginAs(t.app, customerPhone));
    const row = await t.app.db
      .selectFrom('lawyers')
      .select(['id', 'user_id'])
      .where('uuid', '=', lawyer.uuid)
      .executeTakeFirstOrThrow();
    // The openid the app stored inside WeChat, for the WeChat payee.
    await t.app.db
      .updateTable('users')
      .set({ openid: `walk-openid-${row.id}` })
      .where('id', '=', row.user_id)
      .execute();
    parties.push({ lawyerId: row.id, lawyerUuid: lawyer.uuid, lawyerPhone, customerPhone });
  }
  const operatorIds = [
    await createOperator(t.app, 'walk-first', t.clock.now()),
    await createOperator(t.app, 'walk-second', t.clock.now()),
  ] as const;
  /**
   * A console session of each operator, as a sign-in opens it (the password check itself, argon2id at 64 MiB,
   * is the operator tests'; hundreds of them would be most of this walk's time).
   */
  let consoleOpenedAt = t.clock.now();
  const consoleTokens = ['', ''];
  async function openConsoleSessions() {
    for (const [index, operatorId] of operatorIds.entries()) {
      const token = generateToken();
      await createOperatorRepo(t.app.db).insertSession({
        tokenHash: hashToken(token),
        operatorId,
        now: t.clock.now(),
        expiresAt: t.clock.now() + OPERATOR_SESSION_TTL_MS,
      });
      consoleTokens[index] = token;
    }
    consoleOpenedAt = t.clock.now();
  }
  await openConsoleSessions();
  const sandbox = t.app.withdrawals.providers.sandbox!;
  const { id: configId } = await t.app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const { id: legalTypeId } = await t.app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();

  /** Everyone signs in again once their sessions grow old (the walk skips the token rotation of the apps). */
  async function keepSignedIn() {
    if (t.clock.now() - consoleOpenedAt >= CONSOLE_SESSION_AGAIN_MS) await openConsoleSessions();
    if (t.clock.now() - signedInAt < SIGN_IN_AGAIN_MS) return;
    for (const party of parties) {
      tokens.set(party.lawyerPhone, await loginAs(t.app, party.lawyerPhone));
      tokens.set(party.customerPhone, await loginAs(t.app, party.customerPhone));
    }
    signedInAt = t.clock.now();
  }

  const asUser = async (phone: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await call(t.app, { method, url, token: tokens.get(phone)!, ...(payload ? { payload } : {}) }))
      .body as Reply;
  const asOperator = (which: 0 | 1, url: string, payload: object) =>
    operatorCall(t.app, { method: 'POST', url, operatorToken: consoleTokens[which]!, payload });
  const ok = (reply: Reply, what: string) => {
    if (reply.code !== 0) throw new Error(`${what} refused: ${reply.msg}`);
    return reply.data as { order_no: string };
  };

  // Amounts of a walk's orders: a second approval above 300 元, approval without review below 20 元.
  ok(
    await asOperator(0, API.admin.withdrawalSettings, {
      withdrawal_min_fen: 100,
      withdrawal_daily_cap_fen: 5_000_000,
      withdrawal_second_approval_fen: 30_000,
      withdrawal_auto_approve_below_fen: 2_000,
    }),
    'settings',
  );
  for (const party of parties) {
    await asUser(party.lawyerPhone, 'POST', API.withdrawalWechatPayee);
    await asUser(party.lawyerPhone, 'POST', API.withdrawalBankPayee, {
      account_name: '北京明德律师事务所',
      bank_name: '招商银行北京分行',
      account_no: '6214830100001234',
    });
  }

  const orders = createServiceOrderService({
    db: t.app.db,
    clock: t.clock,
    payments: t.app.payments,
    notifier: t.app.notifier,
    directory: t.app.lawyerDirectory,
  });
  const appointments = t.app.appointments.service;
  const userIdOf = async (phone: string) =>
    (await t.app.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  let payments = 0;
  const txn = () => `walk-${(payments += 1)}`;

  /**
   * A service order driven to 已完成 through the order service (placed, paid, accepted, delivered,
   * confirmed): settlements are this walk's input, the money-invariants walk covers their lifecycle.
   */
  async function finishedServiceOrder(party: WalkParty): Promise<WalkOrder> {
    const lawyer = { kind: 'lawyer' as const, id: await userIdOf(party.lawyerPhone) };
    const customerId = await userIdOf(party.customerPhone);
    const created = await orders.create({
      customerId,
      lawyerUuid: party.lawyerUuid,
      configId,
      description: '合同违约金约定是否有效？',
      images: [],
    });
    const paid = await orders.recordPayment({
      orderNo: created.order_no,
      amount: created.price,
      providerTxn: txn(),
    });
    const accepted = await orders.act({ order: paid, transition: 'accept', actor: lawyer });
    const delivered = await orders.act({ order: accepted, transition: 'deliver', actor: lawyer });
    await orders.act({
      order: delivered,
      transition: 'confirm',
      actor: { kind: 'customer', id: customerId },
    });
    return { kind: 'service', orderNo: created.order_no, party };
  }

  /** An appointment driven to 已完成 through the appointment service: booked, paid, assigned, accepted, met. */
  async function finishedAppointment(party: WalkParty): Promise<WalkOrder> {
    const lawyer = { kind: 'lawyer' as const, id: await userIdOf(party.lawyerPhone) };
    const appointmentAt = slotAfter(t, 3 * HOUR);
    const booked = await appointments.create({
      customerId: await userIdOf(party.customerPhone),
      body: {
        name: '王先生',
        phone: party.customerPhone,
        area_code: '110105',
        legal_type_id: legalTypeId,
        appointment_at: appointmentAt,
        description: '想当面咨询房屋买卖合同纠纷。',
      },
    });
    const paid = await appointments.recordPayment({
      orderNo: booked.order_no,
      amount: booked.price,
      providerTxn: txn(),
    });
    const assigned = await appointments.assign({
      row: paid,
      lawyerUuid: party.lawyerUuid,
      operatorId: operatorIds[0],
      alsoWithin: async () => {},
    });
    const accepted = await appointments.act({
      order: assigned,
      transition: 'accept',
      actor: lawyer,
      details: {},
    });
    t.clock.advance(appointmentAt + HOUR - t.clock.now());
    await appointments.act({ order: accepted, transition: 'mark_met', actor: lawyer, details: {} });
    return { kind: 'appointment', orderNo: booked.order_no, party };
  }

  /** Time passes: timers (48 h answers, 12 h reminders, 24 h expiries), releases, the payout follow-up. */
  async function letTimePass(ms: number) {
    t.clock.advance(ms);
    await keepSignedIn();
    await t.app.timers.runDue();
    while ((await releaseDueIncome(t.app.db, t.clock.now())) > 0);
    await t.app.withdrawals.payouts.followOpenTransfers();
  }

  const requestWithdrawal = (party: WalkParty, amount: number, method: 'wechat' | 'bank') =>
    asUser(party.lawyerPhone, 'POST', API.withdrawals, { amount, method });

  const approve = (operator: 0 | 1, withdrawalNo: string) =>
    asOperator(operator, API.admin.withdrawalApprove, { withdrawal_no: withdrawalNo });

  /**
   * Approval with the provider answering unclearly or refusing once: a timeout after it took the bill, a
   * reset before it did, or a clear refusal.
   */
  async function approveWithTrouble(
    operator: 0 | 1,
    withdrawalNo: string,
    trouble: 'after' | 'before' | 'refused',
  ) {
    const realCreate = sandbox.create.bind(sandbox);
    const create = vi.spyOn(sandbox, 'create').mockImplementationOnce(async (input) => {
      if (trouble === 'refused') throw new PayoutRefusedError('sandbox', 'NOT_ENOUGH', '商户余额不足');
      if (trouble === 'after') await realCreate(input);
      throw new PayoutUnknownError('sandbox', `timeout ${trouble} the party took the bill`);
    });
    try {
      return await approve(operator, withdrawalNo);
    } finally {
      create.mockRestore();
    }
  }

  const reject = (withdrawalNo: string) =>
    asOperator(0, API.admin.withdrawalReject, {
      withdrawal_no: withdrawalNo,
      reason: 'account_review',
    });

  const cancel = (withdrawalNo: string) =>
    asOperator(1, API.admin.withdrawalCancel, { withdrawal_no: withdrawalNo });

  const mark = (withdrawalNo: string, paid: boolean) =>
    asOperator(
      0,
      API.admin.withdrawalMark,
      paid
        ? { withdrawal_no: withdrawalNo, outcome: 'paid', receipt_no: `HD${withdrawalNo}` }
        : { withdrawal_no: withdrawalNo, outcome: 'failed', reason: '账户信息有误' },
    );

  /** The lawyer answers on the 模拟确认收款 page; its notify arrives `copies` times at once. */
  async function confirmAtSandbox(billNo: string, decision: 'confirm' | 'decline', copies: number) {
    const notify = await sandbox.confirm(billNo, decision);
    await Promise.all(
      Array.from({ length: copies }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API.payoutNotify}/sandbox`,
          headers: notify.headers as Record<string, string>,
          payload: notify.rawBody,
        }),
      ),
    );
  }

  const appeal = (order: WalkOrder, typeIndex: number) =>
    asUser(order.party.customerPhone, 'POST', API.appeals, {
      order_kind: order.kind,
      order_no: order.orderNo,
      type: APPEAL_TYPES[typeIndex % APPEAL_TYPES.length],
      text: '律师的服务与约定不符，申请退款。',
      images: [],
    });

  const answer = (party: WalkParty, id: number, offer: number | null) =>
    asUser(
      party.lawyerPhone,
      'POST',
      API.lawyerAppealAnswer,
      offer === null
        ? { id, answer: 'contest', text: '已按约定完成服务，附沟通记录。', images: [] }
        : { id, answer: 'offer', amount: offer },
    );

  const customerAction = (
    party: WalkParty,
    id: number,
    action: 'accept_offer' | 'decline_offer' | 'withdraw',
  ) => asUser(party.customerPhone, 'POST', API.appealAction, { id, action });

  const decide = (
    id: number,
    decision: 'refund_full' | 'refund_partial' | 'reject',
    amount: number,
    reasonIndex: number,
  ) =>
    asOperator(1, API.admin.appealDecision, {
      id,
      decision,
      ...(decision === 'refund_partial' ? { amount } : {}),
      reason_code: AFTER_SALE_DECISION_REASON_CODES[reasonIndex % AFTER_SALE_DECISION_REASON_CODES.length],
      text: '经核实双方证据作出裁定。',
    });

  /**
   * An operator lifts a lawyer's strike pause, and the lawyer turns 接单中 on again (in the profile form the
   * walk does not fill in: the column directly), so the walk's orders keep coming.
   */
  async function liftPauses() {
    const paused = await t.app.db.selectFrom('lawyers').select('id').where('accepting', '=', 0).execute();
    for (const party of parties.filter((candidate) => paused.some((row) => row.id === candidate.lawyerId))) {
      ok(
        await asOperator(0, API.admin.lawyerStrikeLift, {
          lawyer_uuid: party.lawyerUuid,
          note: '已复核，恢复接单',
        }),
        'lift',
      );
      await t.app.db.updateTable('lawyers').set({ accepting: 1 }).where('id', '=', party.lawyerId).execute();
    }
  }

  /** The lawyer's 钱包明细. */
  const wallet = (party: WalkParty, query = '') =>
    asUser(party.lawyerPhone, 'GET', `${API.lawyerWallet}${query}`);

  return {
    parties,
    liftPauses,
    wallet,
    finishedServiceOrder,
    finishedAppointment,
    letTimePass,
    requestWithdrawal,
    approve,
    approveWithTrouble,
    reject,
    cancel,
    mark,
    confirmAtSandbox,
    appeal,
    answer,
    customerAction,
    decide,
  };
}
