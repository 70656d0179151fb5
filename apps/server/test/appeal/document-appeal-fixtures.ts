import { API } from '@lawbridge/contract';
import { journalsFor } from '../../src/core/lifecycle/money-effects';
import { holdSettledIncome } from '../../src/core/ledger/held-income';
import { postJournal } from '../../src/core/ledger/journal';
import { createPaymentRecordsRepo } from '../../src/modules/payment/payment-records-repo';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import { call } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { createOperator, operatorToken } from '../operator/operator-api';
import { documentWorld } from '../document-order/support/document-world';
import { okData } from './appeal-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COMMISSION_PERCENT = 30;
let serial = 0;

/** A document order number (`D` and 16 digits) no other test file uses at the same time. */
const nextOrderNo = () =>
  `D2026${String(process.pid % 1000).padStart(3, '0')}${String((serial += 1)).padStart(9, '0')}`;

/** The uploader lawyer and their documents (d3's document world), two buyers and an operator, signed in. */
export async function documentAppealWorld(t: TestApp) {
  const world = await documentWorld(t);
  const name = `docappealop${process.pid % 1000}`;
  await createOperator(t.app, name, t.clock.now());
  return {
    ...world,
    customer: await world.buyer(),
    otherCustomer: await world.buyer(),
    operatorName: name,
    operator: await operatorToken(t.app, name),
  };
}
export type DocumentAppealWorld = Awaited<ReturnType<typeof documentAppealWorld>>;

export interface DocumentOrderOptions {
  /** When the order finished (first download); default now. */
  finishedAt?: number;
  /** `paid`: bought, not yet used (not finished). Default `finished`. */
  state?: 'paid' | 'finished';
  /** Release the held income before the appeal (a refund then claws back from available). */
  released?: boolean;
  price?: number;
}

/**
 * A document order of the world's customer, written as rows the way the document order code leaves them:
 * paid an hour before it finished (payment record, capture), and when finished settled to the uploader's
 * pending income (net of 30 %) held `hold_days`, or released at once when asked. Answers the order.
 */
export async function documentOrder(
  t: TestApp,
  world: DocumentAppealWorld,
  options: DocumentOrderOptions = {},
) {
  const { db } = t.app;
  const finishedAt = options.finishedAt ?? t.clock.now();
  const paidAt = finishedAt - HOUR;
  const finished = (options.state ?? 'finished') === 'finished';
  const document = await world.listedDocument({ price: options.price ?? 2000 });
  const orderNo = nextOrderNo();
  const { id } = await db
    .insertInto('document_orders')
    .values({
      order_no: orderNo,
      document_id: document.id,
      version_id: document.versionId,
      buyer_id: world.customer.id,
      uploader_user_id: world.lawyerUserId,
      lawyer_id: world.lawyerId,
      price: document.price,
      commission_percent: COMMISSION_PERCENT,
      state: finished ? 'finished' : 'paid',
      created_at: paidAt - 60_000,
      paid_at: paidAt,
      first_used_at: finished ? finishedAt : null,
      finished_at: finished ? finishedAt : null,
      updated_at: finishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const money = {
    lawyerId: world.lawyerId,
    paidAmount: document.price,
    refundedAmount: 0,
    commissionRateBp: COMMISSION_PERCENT * 100,
    provider: 'sandbox',
  };
  await db.transaction().execute(async (trx) => {
    await createPaymentRecordsRepo(trx).insert({
      orderKind: 'document',
      orderId: id,
      orderNo,
      kind: 'pay',
      provider: 'sandbox',
      referenceNo: `pay:${orderNo}`,
      providerTxn: orderNo,
      amount: document.price,
      state: 'succeeded',
      now: paidAt,
    });
    const journals = [
      ...journalsFor('capture', money, { paid: document.price }),
      ...(finished ? journalsFor('settle', money) : []),
    ];
    for (const journal of journals) {
      const ofOrder = { ...journal, order: { kind: 'document', id } };
      await postJournal(trx, ofOrder, finishedAt);
      await holdSettledIncome(trx, ofOrder, finishedAt);
    }
  });
  if (options.released) {
    const hold = await db
      .selectFrom('fund_holds')
      .select('release_at')
      .where('order_kind', '=', 'document')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    while ((await releaseDueIncome(db, Number(hold.release_at))) > 0);
  }
  return { id, orderNo, price: document.price, documentId: document.id, title: document.title };
}

/** A finished order whose income was already released: finished 6 days ago, released `hold_days` after. */
export const releasedDocumentOrder = (t: TestApp, world: DocumentAppealWorld) =>
  documentOrder(t, world, { finishedAt: t.clock.now() - 6 * DAY, released: true });

/** The customer writes to the uploader in the chat: a document's appeal must not carry it. */
export async function chatWithUploader(t: TestApp, world: DocumentAppealWorld): Promise<void> {
  const lawyer = await t.app.db
    .selectFrom('lawyers')
    .select('uuid')
    .where('id', '=', world.lawyerId)
    .executeTakeFirstOrThrow();
  const conversation = okData(
    await call<{ id: number }>(t.app, {
      method: 'POST',
      url: API.chatConversations,
      token: world.customer.token,
      payload: { lawyer_uuid: lawyer.uuid },
    }),
  );
  okData(
    await call(t.app, {
      method: 'POST',
      url: API.chatMessages,
      token: world.customer.token,
      payload: {
        conversation_id: conversation.id,
        client_id: `doc-appeal-${conversation.id}`,
        kind: 'text',
        text: '律师您好，这份合同能按我的情况改吗？',
      },
    }),
  );
}

export const documentAppealBody = (orderNo: string, overrides: Record<string, unknown> = {}) => ({
  order_kind: 'document',
  order_no: orderNo,
  type: '文件无法使用',
  text: '下载的文件打不开，提示文件已损坏。',
  images: [],
  ...overrides,
});
