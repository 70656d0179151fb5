import {
  APPOINTMENT_LIFECYCLE,
  type AppointmentStateKey,
  type AppointmentTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { AppointmentRow } from '../../core/db/schema-appointments';
import { lifecycleTimerKind } from '../../core/lifecycle/lifecycle-timers';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import { syncPausedTimer } from '../order/paused-timers';
import { APPOINTMENT_KIND } from './repo';

/** An appointment timer's kind in the timers table, e.g. `appointment:accept_timeout`. */
export const appointmentTimerKind = (transition: AppointmentTransitionName): string =>
  lifecycleTimerKind(APPOINTMENT_KIND, transition);

const AUTO_FINISH = APPOINTMENT_LIFECYCLE.timers.find((timer) => timer.transition === 'auto_finish')!;

/**
 * The timers of the state an appointment enters, read from the lifecycle table: counted from now, or
 * from the booked time (the auto-completion 72 h after it, later by the time refund requests were open).
 * The timers of the state it left were ended by the transition itself (core/lifecycle/transition.ts).
 */
export async function scheduleAppointmentTimers(
  trx: Kysely<Database>,
  input: {
    appointment: Pick<AppointmentRow, 'id' | 'appointment_at'>;
    state: AppointmentStateKey;
    now: number;
  },
): Promise<void> {
  const { appointment, now } = input;
  for (const timer of APPOINTMENT_LIFECYCLE.timers) {
    if (timer.state !== input.state) continue;
    if (timer.pausedWhile === 'refund_open') {
      // Entering the state: no refund request is open yet (one before acceptance ends the appointment).
      await syncAutoFinish(trx, { appointment, refundOpen: false, now });
      continue;
    }
    const from = timer.from === 'appointment_time' ? appointment.appointment_at : now;
    await createTimerRepo(trx).replace(
      {
        kind: appointmentTimerKind(timer.transition),
        refKind: APPOINTMENT_KIND,
        refId: appointment.id,
        dueAt: from + timer.afterMs,
      },
      now,
    );
  }
}

/**
 * The auto-completion waits while a refund request is open: a request ends its timer, a refusal schedules
 * it again 72 h after the booked time plus the time requests were open after that time.
 */
export async function syncAutoFinish(
  trx: Kysely<Database>,
  input: { appointment: Pick<AppointmentRow, 'id' | 'appointment_at'>; refundOpen: boolean; now: number },
): Promise<void> {
  await syncPausedTimer(trx, {
    orderKind: APPOINTMENT_KIND,
    orderId: input.appointment.id,
    timer: AUTO_FINISH,
    startedAt: input.appointment.appointment_at,
    refundOpen: input.refundOpen,
    now: input.now,
  });
}

/** Hands each appointment timer kind of the lifecycle table to the appointment service. */
export function registerAppointmentTimers(
  worker: TimerWorker,
  service: {
    fireTimer(input: {
      orderId: number;
      transition: AppointmentTransitionName;
      timerId: number;
    }): Promise<void>;
  },
): void {
  for (const timer of APPOINTMENT_LIFECYCLE.timers) {
    worker.handle(appointmentTimerKind(timer.transition), (row) =>
      service.fireTimer({ orderId: row.ref_id, transition: timer.transition, timerId: row.id }),
    );
  }
}
