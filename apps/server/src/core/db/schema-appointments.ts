import type { Generated, Selectable } from 'kysely';
import type { AppointmentStateKey } from '@lawbridge/contract';

/** Table types of migration 017 (appointments and their offers). They join `Database`. */
export interface AppointmentsTable {
  id: Generated<number>;
  order_no: string;
  customer_id: number;
  /** The contact's name and phone as entered on the form. */
  name: string;
  phone: string;
  /** A city or district code. */
  area_code: string;
  legal_type_id: number;
  /** The booked time, UTC epoch ms. */
  appointment_at: number;
  place_note: string | null;
  description: string;
  /** The lawyer the customer chose on their page, or null (the platform assigns one). */
  chosen_lawyer_id: number | null;
  /** The lawyer it is offered to or accepted by; null while waiting for dispatch. */
  lawyer_id: number | null;
  /** Integer fen, copied from the appointment config at creation. */
  price: number;
  commission_rate_bp: number;
  state: AppointmentStateKey;
  version: Generated<number>;
  paid_amount: Generated<number>;
  refunded_amount: Generated<number>;
  refund_open: Generated<number>;
  /** While a refund request is open: until when the lawyer may answer it before an operator decides. */
  refund_answer_due_at: number | null;
  /** While a refund request is open: when the lawyer answered it (说明情况); null before. */
  refund_answered_at: number | null;
  /** The operator's reason when the platform rejected it. */
  reject_reason: string | null;
  created_at: number;
  paid_at: number | null;
  accepted_at: number | null;
  finished_at: number | null;
  updated_at: number;
  /** (026) The other time the lawyer proposed, while the customer has not answered; else null. */
  proposed_at: Generated<number | null>;
}

export type AppointmentOfferOutcome = 'open' | 'accepted' | 'declined' | 'timeout';

export interface AppointmentOffersTable {
  id: Generated<number>;
  appointment_id: number;
  lawyer_id: number;
  outcome: AppointmentOfferOutcome;
  reason: string | null;
  offered_at: number;
  ended_at: number | null;
}

declare module './schema' {
  interface Database {
    appointments: AppointmentsTable;
    appointment_offers: AppointmentOffersTable;
  }
}

export type AppointmentRow = Selectable<AppointmentsTable>;
export type AppointmentOfferRow = Selectable<AppointmentOffersTable>;
