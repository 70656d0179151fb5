import {
  APPOINTMENT_LIFECYCLE,
  type AppointmentStateKey,
  type AppointmentTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { AppointmentRow } from '../../core/db/schema-appointments';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import { APPOINTMENT_KIND } from './repo';

/** An appointment timer's kind in the timers table, e.g. `appointment:accept_timeout`. */
export const appointmentTimerKind = (transition: AppointmentTransitionName): string =>
  `${APPOINTMENT_KIND}:${transition}`;

const AUTO_FINISH = APPOINTMENT_LIFECYCLE.timers.find((timer) => timer.transition === 'auto_finish')!;

async function schedule(
  trx: Kysely<Database>,
  appointmentId: number,
  transition: AppointmentTransitionName,
  dueAt: number,
  now: number,
) {
  await createTimerRepo(trx).schedule(
    { kind: appointmentTimerKind(transition), refKind: APPOINTMENT_KIND, refId: appointmentId, dueAt },
    now,
  );
}

/**
 * The timers of the state an appointment enters, read from the lifecycle table: counted from now, or
 * from the booked time (the auto-completion 72 h after it).
 */
export async function scheduleAppointmentTimers(
  trx: Kysely<Database>,
  input: {
    appointment: Pick<AppointmentRow, 'id' | 'appointment_at'>;
    state: AppointmentStateKey;
    now: number;
  },
): Promise<void> {
  for (const timer of APPOINTMENT_LIFECYCLE.timers) {
    if (timer.state !== input.state) continue;
    const from = timer.from === 'appointment_time' ? input.appointment.appointment_at : input.now;
    await schedule(trx, input.appointment.id, timer.transition, from + timer.afterMs, input.now);
  }
}

/**
 * When an operator refuses a refund in `receive`, the auto-completion waited meanwhile: it is scheduled
 * again with the time the request was open added.
 */
export async function resumeAutoFinish(
  trx: Kysely<Database>,
  input: { appointment: AppointmentRow; refundRequestedAt: number; now: number },
): Promise<void> {
  const { appointment, now } = input;
  const paused = now - input.refundRequestedAt;
  const dueAt = Math.max(now, appointment.appointment_at + AUTO_FINISH.afterMs + paused);
  await schedule(trx, appointment.id, 'auto_finish', dueAt, now);
}

/** Hands each appointment timer kind of the lifecycle table to the appointment service. */
export function registerAppointmentTimers(
  worker: TimerWorker,
  service: { fireTimer(id: number, transition: AppointmentTransitionName): Promise<void> },
): void {
  for (const timer of APPOINTMENT_LIFECYCLE.timers) {
    worker.handle(appointmentTimerKind(timer.transition), (row) =>
      service.fireTimer(row.ref_id, timer.transition),
    );
  }
}
