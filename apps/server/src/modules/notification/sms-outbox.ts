import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { NotificationRow } from '../../core/db/schema-notifications';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import type { SmsProvider, SmsTemplateKey } from '../../providers/sms';

export const SMS_TIMER_KIND = 'sms:send';
const SMS_TIMER_REF = 'sms';
/** Sent right after commit; the timer looks again after this (and retries with backoff). */
const FIRST_RETRY_MS = 60_000;
const CLAIM_MS = 60_000;

const ORDER_NO = /[?&](?:order_no|no)=([A-Z]\d{16})/;

/**
 * Which notices also go out by SMS (PRODUCT §14): lawyers' new work (a paid order, an offered appointment)
 * customers' refund results, lawyers' withdrawal results, and both sides' appeal results. Params: `order_no` (the withdrawal's number for
 * those) and `detail` (the notice's text).
 */
export function smsTemplateOf(notice: Pick<NotificationRow, 'kind' | 'link'>): SmsTemplateKey | null {
  if (notice.kind === 'order_paid') return 'lawyer_new_order';
  if (notice.kind === 'appointment_offered') return 'lawyer_new_appointment';
  if (notice.kind === 'refund_decided' && notice.link.startsWith('/pages/customer/'))
    return 'customer_refund_result';
  if (notice.kind === 'withdrawal_result') return 'lawyer_withdrawal_result';
  if (notice.kind === 'appeal_decided') return 'appeal_result';
  return null;
}

/**
 * The SMS outbox: `queue` writes the message with its notification (and a timer) in the event's
 * transaction; `deliver` sends a queued message once: claimed first, marked sent when the vendor accepted
 * it, left pending (the timer retries) when the vendor refused or could not be reached.
 */
export function createSmsOutbox(deps: {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}) {
  const { db, clock, sms, log } = deps;

  async function queue(
    trx: Kysely<Database>,
    notices: readonly NotificationRow[],
    now: number,
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const notice of notices) {
      const template = smsTemplateOf(notice);
      if (!template) continue;
      const user = await trx
        .selectFrom('users')
        .select('phone')
        .where('id', '=', notice.user_id)
        .executeTakeFirst();
      if (!user) continue;
      const params = { order_no: ORDER_NO.exec(notice.link)?.[1] ?? '', detail: notice.body };
      const row = await trx
        .insertInto('sms_outbox')
        .values({
          notification_id: notice.id,
          phone: user.phone,
          template,
          params: JSON.stringify(params),
          state: 'pending',
          claimed_until: null,
          provider_message_id: null,
          last_error: null,
          created_at: now,
          sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createTimerRepo(trx).schedule(
        { kind: SMS_TIMER_KIND, refKind: SMS_TIMER_REF, refId: row.id, dueAt: now + FIRST_RETRY_MS },
        now,
      );
      ids.push(row.id);
    }
    return ids;
  }

  /** Sends one queued message unless it was sent or is being sent; throws (to be retried) on failure. */
  async function deliver(id: number): Promise<void> {
    const now = clock.now();
    const claimed = await db
      .updateTable('sms_outbox')
      .set((eb) => ({ claimed_until: now + CLAIM_MS, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return;
    try {
      const accepted = await sms.send({
        phone: claimed.phone,
        template: claimed.template as SmsTemplateKey,
        params: JSON.parse(claimed.params) as Record<string, string>,
      });
      await db
        .updateTable('sms_outbox')
        .set({
          state: 'sent',
          sent_at: clock.now(),
          provider_message_id: accepted.provider_message_id,
          claimed_until: null,
        })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('sms_outbox')
        .set({ claimed_until: null, last_error: message.slice(0, 512) })
        .where('id', '=', id)
        .execute();
      throw error;
    }
  }

  const inFlight = new Set<Promise<void>>();

  /**
   * After commit: starts sending what the event queued, without holding up the event's answer (a slow
   * vendor must not delay a payment notify's reply); a failure is logged and left to the timer.
   */
  function sendQueued(ids: readonly number[]): void {
    for (const id of ids) {
      const sending = deliver(id)
        .catch((error: unknown) =>
          log.warn({ err: error, sms: { id } }, 'notification SMS not sent yet; the timer retries'),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
  }

  /** Resolves once every SMS started after commit has finished (tests; shutting down). */
  async function drain(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  function registerTimers(worker: TimerWorker): void {
    worker.handle(SMS_TIMER_KIND, (timer) => deliver(timer.ref_id));
  }

  return { queue, deliver, sendQueued, drain, registerTimers };
}

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
