import {
  APPOINTMENT_LIFECYCLE,
  DISPATCH_OVERDUE_MS,
  formatAppointmentHours,
  ReviewState,
  stateNamed,
  type AdminAppointmentDetail,
  type AdminAppointmentItem,
  type AdminAppointmentQuery,
  type AdminAppointmentRefundItem,
  type AdminAppointmentRefundQuery,
  type AppointmentHours,
  type AppointmentAssignBody,
  type AppointmentRejectBody,
  type DispatchSuggestion,
  type Page,
  type PageQuery,
  type RefundDecisionBody,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createLedgerRepo } from '../../core/ledger/ledger-repo';
import { areaCodesOf, type AreaCodes } from '../common/area-codes';
import { areaFullName } from '../lawyer/area-names';
import { audit, type AuditActor } from '../operator/audit';
import { createPaymentRecordsRepo } from '../payment/payment-records-repo';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import { refundDecisionOf } from '../refund/refund-decision';
import { consoleRefundRecords, refundTranscript } from '../refund/refund-request-view';
import type { ImageLinks } from '../upload/image-links';
import { createAppointmentConsoleRepo } from './console-repo';
import { createDispatchRepo, type DispatchPlace } from './dispatch-repo';
import { createAppointmentHoursRepo } from './hours-repo';
import {
  APPOINTMENT_KIND,
  createAppointmentInputsRepo,
  createAppointmentRepo,
  type AppointmentListRow,
} from './repo';
import type { AppointmentService } from './service';
import { loadAppointmentDetail } from './user-appointments';
import { appointmentSummary } from './view';

export const CONSOLE_APPOINTMENT_MSG = {
  notFound: '预约不存在',
  requestNotFound: '退款申请不存在',
  requestDecided: '该退款申请已处理',
} as const;

/** How many suggestions the dispatch panel lists. */
const SUGGESTIONS = 20;
/** The dispatch tiers, nearest first. */
const DISPATCH_PLACES: readonly DispatchPlace[] = ['same_district', 'same_city', 'same_province', 'other'];

/** Where a lawyer practises relative to the meeting's area. */
function placeOf(lawyer: { area_code: string; city_code: string; province_code: string }, place: AreaCodes) {
  if (lawyer.area_code === place.area_code) return 'same_district';
  if (lawyer.city_code === place.city_code) return 'same_city';
  return lawyer.province_code === place.province_code ? 'same_province' : 'other';
}

/** The console's appointments (PRODUCT §7, §16): lists, detail, dispatch, refund reviews. */
export function createConsoleAppointmentService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  service: AppointmentService;
  links: ImageLinks;
}) {
  const { db, clock, service } = deps;
  const appointments = createAppointmentRepo(db);
  const dispatch = createDispatchRepo(db);
  const consoleRepo = createAppointmentConsoleRepo(db);

  /**
   * Since when each appointment waiting for dispatch has been in the queue (it came back after a decline
   * or timeout: from then, not from its payment); the others have no waiting time.
   */
  async function waitingSince(rows: readonly AppointmentListRow[]): Promise<Map<number, number>> {
    return appointments.queuedAt(rows.filter((row) => row.state === 'waiting_platform').map((row) => row.id));
  }

  /** The waiting time and whether it is over 2 hours (PRODUCT §7), as of now. */
  const dispatchWait = (row: AppointmentListRow, since: Map<number, number>) => {
    const queuedAt = row.state === 'waiting_platform' ? (since.get(row.id) ?? row.paid_at) : null;
    return {
      waiting_since: queuedAt,
      overdue: queuedAt !== null && clock.now() - queuedAt > DISPATCH_OVERDUE_MS,
    };
  };

  const item = (row: AppointmentListRow, since: Map<number, number>): AdminAppointmentItem => ({
    ...appointmentSummary(row),
    customer: { name: row.name, phone: row.customer_phone, nickname: row.customer_nickname },
    paid_at: row.paid_at,
    ...dispatchWait(row, since),
    commission_rate_bp: row.commission_rate_bp,
  });

  async function pageOf(result: { rows: AppointmentListRow[]; total: number }, query: PageQuery) {
    const since = await waitingSince(result.rows);
    return {
      list: result.rows.map((row) => item(row, since)),
      total: result.total,
      page: query.page,
      page_size: query.page_size,
    };
  }

  async function found(orderNo: string) {
    const row = await appointments.findByNo(orderNo);
    if (!row) throw AppError.common(CONSOLE_APPOINTMENT_MSG.notFound);
    return row;
  }

  return {
    async list(query: AdminAppointmentQuery): Promise<Page<AdminAppointmentItem>> {
      const result = await appointments.consolePage({
        state: query.state,
        orderNo: query.order_no,
        customerPhone: query.customer_phone,
        page: query.page,
        pageSize: query.page_size,
      });
      return pageOf(result, query);
    },

    async dispatchQueue(query: PageQuery): Promise<Page<AdminAppointmentItem>> {
      return pageOf(await appointments.dispatchPage({ page: query.page, pageSize: query.page_size }), query);
    },

    async detail(orderNo: string): Promise<AdminAppointmentDetail> {
      const loaded = await loadAppointmentDetail(db, {
        orderNo,
        viewer: 'operator',
        now: clock.now(),
        links: deps.links,
      });
      if (!loaded) throw AppError.common(CONSOLE_APPOINTMENT_MSG.notFound);
      const { row, detail } = loaded;
      const [offers, payments, refunds, ledger, since] = await Promise.all([
        appointments.offersOf(row.id),
        createPaymentRecordsRepo(db).listFor(APPOINTMENT_KIND, row.id),
        createRefundRequestsRepo(db).listWithDeciderFor(APPOINTMENT_KIND, row.id),
        createLedgerRepo(db).linesOfOrder(APPOINTMENT_KIND, row.id),
        waitingSince([row]),
      ]);
      return {
        ...detail,
        lawyer_phone: row.lawyer_phone,
        customer: { name: row.name, phone: row.customer_phone, nickname: row.customer_nickname },
        ...dispatchWait(row, since),
        commission_rate_bp: row.commission_rate_bp,
        refundable: row.paid_amount - row.refunded_amount,
        offers: offers.map((offer) => ({
          lawyer: { uuid: offer.lawyer_uuid, name: offer.lawyer_name },
          outcome: offer.outcome,
          reason: offer.reason,
          offered_at: offer.offered_at,
          ended_at: offer.ended_at,
        })),
        payments: payments.map((payment) => ({
          id: payment.id,
          kind: payment.kind,
          provider: payment.provider,
          reference_no: payment.reference_no,
          provider_txn: payment.provider_txn,
          amount: payment.amount,
          state: payment.state,
          created_at: payment.created_at,
          settled_at: payment.settled_at,
        })),
        refund_records: await consoleRefundRecords(
          db,
          deps.links,
          refunds,
          () => row.paid_amount,
          clock.now(),
        ),
        ...(await refundTranscript(db, deps.links, refunds.length > 0 && row.lawyer_id !== null, {
          customerId: row.customer_id,
          lawyerId: row.lawyer_id ?? 0,
          since: row.created_at,
        })),
        ledger,
      };
    },

    /**
     * Lawyers to offer an appointment to (PRODUCT §7, issue 15), by distance to the meeting: its district,
     * then the rest of its city, then the rest of its province, then elsewhere, but nobody from another
     * province while a lawyer of the meeting's city taking orders is listed; within each tier, those listing
     * its legal type (a parent type: any of its leaves), then those taking orders, then the better rated.
     * Never a disabled lawyer, nor one who declined it or let it time out, nor the customer themselves; the
     * customer's chosen lawyer is always listed first (marked). Each tier is one query of at most the list's
     * length, so the ranking holds however many lawyers a province has.
     */
    async suggestions(orderNo: string): Promise<DispatchSuggestion[]> {
      const row = await found(orderNo);
      const [refused, legalTypeIds, customersOwn] = await Promise.all([
        appointments.refusedBy(row.id),
        dispatch.legalTypeWithLeaves(row.legal_type_id),
        createAppointmentInputsRepo(db).lawyerOfUser(row.customer_id),
      ]);
      // Nor the customer's own lawyer profile: nobody meets themselves.
      const excluded = customersOwn ? [...refused, customersOwn.id] : refused;
      const codes = areaCodesOf(row.area_code);
      const place = {
        areaCode: codes.area_code,
        provinceCode: codes.province_code,
        cityCode: codes.city_code,
      };
      const tier = (name: DispatchPlace) =>
        dispatch.dispatchTier({ tier: name, place, legalTypeIds, excluded, limit: SUGGESTIONS });
      const chosenId =
        row.chosen_lawyer_id !== null && !excluded.includes(row.chosen_lawyer_id)
          ? row.chosen_lawyer_id
          : null;
      const [chosen, ...tiers] = await Promise.all([
        chosenId === null ? undefined : dispatch.dispatchCandidate(chosenId, legalTypeIds),
        ...DISPATCH_PLACES.map(tier),
      ]);
      const [district = [], city = [], province = [], elsewhere = []] = tiers;
      const cityFits = [...district, ...city].some((lawyer) => lawyer.accepting === 1);
      const ranked = [
        ...(chosen ? [chosen] : []),
        ...[...district, ...city, ...province, ...(cityFits ? [] : elsewhere)].filter(
          (lawyer) => lawyer.id !== chosenId,
        ),
      ];
      return ranked.slice(0, SUGGESTIONS).map((lawyer) => ({
        uuid: lawyer.uuid,
        name: lawyer.name,
        law_firm: lawyer.law_firm,
        area_name: areaFullName(lawyer.area_code),
        place_match: placeOf(lawyer, codes),
        legal_type_match: Number(lawyer.legal_type_match) === 1,
        accepting: lawyer.accepting === 1,
        rating: lawyer.rating,
        review_count: lawyer.review_count,
        chosen: lawyer.id === row.chosen_lawyer_id,
      }));
    },

    async assign(input: { body: AppointmentAssignBody; actor: AuditActor }): Promise<void> {
      const row = await found(input.body.order_no);
      await service.assign({
        row,
        lawyerUuid: input.body.lawyer_uuid,
        operatorId: input.actor.operatorId ?? 0,
        alsoWithin: (trx, lawyer) =>
          audit(trx, {
            actor: input.actor,
            action: 'appointment.assign',
            target: `appointment:${row.order_no}`,
            detail: `${lawyer.name} 律师（${input.body.lawyer_uuid}）`,
            at: clock.now(),
          }),
      });
    },

    async reject(input: { body: AppointmentRejectBody; actor: AuditActor }): Promise<void> {
      const row = await found(input.body.order_no);
      await service.act({
        order: row,
        transition: 'platform_reject',
        actor: { kind: 'operator', id: input.actor.operatorId },
        details: { reason: input.body.reason },
        alsoWithin: (trx) =>
          audit(trx, {
            actor: input.actor,
            action: 'appointment.reject',
            target: `appointment:${row.order_no}`,
            detail: input.body.reason,
            at: clock.now(),
          }),
      });
    },

    hours: (): Promise<AppointmentHours> => service.hours.read(),

    /** Operators set the business hours; bookings and lawyers' proposals follow them from now on. */
    async setHours(input: { body: AppointmentHours; actor: AuditActor }): Promise<AppointmentHours> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await createAppointmentHoursRepo(trx).save(input.body, now);
        await audit(trx, {
          actor: input.actor,
          action: 'appointment.hours',
          target: null,
          detail: formatAppointmentHours(input.body),
          at: now,
        });
      });
      return service.hours.read();
    },

    async refundQueue(query: AdminAppointmentRefundQuery): Promise<Page<AdminAppointmentRefundItem>> {
      const status = query.status ?? ReviewState.waiting.value;
      const offset = (query.page - 1) * query.page_size;
      const [rows, total] = await Promise.all([
        consoleRepo.refundQueue(status, { offset, limit: query.page_size }),
        consoleRepo.refundQueueCount(status),
      ]);
      const records = await consoleRefundRecords(db, deps.links, rows, (row) => row.paid_amount, clock.now());
      return {
        list: rows.map((row, index) => ({
          ...records[index]!,
          order_no: row.order_no,
          order_state: row.order_state,
          order_state_label: stateNamed(APPOINTMENT_LIFECYCLE, row.order_state).label,
          appointment_at: row.appointment_at,
          price: row.price,
          paid_amount: row.paid_amount,
          refunded_amount: row.refunded_amount,
          refundable: row.paid_amount - row.refunded_amount,
          customer: { name: row.customer_name, phone: row.customer_phone },
          lawyer:
            row.lawyer_uuid && row.lawyer_name ? { uuid: row.lawyer_uuid, name: row.lawyer_name } : null,
        })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** An operator's decision on an open appointment refund request, audited in its transaction. */
    async decide(input: { body: RefundDecisionBody; actor: AuditActor }): Promise<void> {
      const { body, actor } = input;
      const request = await createRefundRequestsRepo(db).findById(body.id);
      if (!request || request.order_kind !== APPOINTMENT_KIND) {
        throw AppError.common(CONSOLE_APPOINTMENT_MSG.requestNotFound);
      }
      if (request.state !== ReviewState.waiting.value)
        throw AppError.common(CONSOLE_APPOINTMENT_MSG.requestDecided);
      const row = await appointments.findById(request.order_id);
      if (!row) throw AppError.common(CONSOLE_APPOINTMENT_MSG.notFound);
      const decision = refundDecisionOf(body, row.paid_amount - row.refunded_amount);
      await service.act({
        order: row,
        transition: decision.transition,
        actor: { kind: 'operator', id: actor.operatorId },
        details: decision.details,
        alsoWithin: (trx) =>
          audit(trx, {
            actor,
            action: decision.action,
            target: `appointment:${row.order_no}`,
            detail: decision.auditDetail,
            at: clock.now(),
          }),
      });
    },
  };
}
