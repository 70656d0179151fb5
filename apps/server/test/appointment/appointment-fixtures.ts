import {
  API,
  DEFAULT_APPOINTMENT_HOURS,
  OPERATOR_TOKEN_HEADER,
  shanghaiMinuteOfDay,
  type AfterSaleDecision,
} from '@lawbridge/contract';
import { call, loginAs } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createOperator, operatorToken } from '../operator/operator-api';

export const HOUR = 3_600_000;
const MINUTE = 60_000;

let counter = 0;
const nextPhone = () => `1370000${String((counter += 1)).padStart(4, '0')}`;

/** A customer, two lawyers in Beijing (朝阳区, 海淀区) and one in Shanghai, and an operator. */
export async function appointmentWorld(t: TestApp) {
  const customerPhone = nextPhone();
  const customer = await loginAs(t.app, customerPhone);
  const lawyerA = await loggedInLawyer(t.app, nextPhone(), { name: '赵律师', area_code: '110105' });
  const lawyerB = await loggedInLawyer(t.app, nextPhone(), { name: '钱律师', area_code: '110108' });
  const lawyerC = await loggedInLawyer(t.app, nextPhone(), { name: '孙律师', area_code: '310101' });
  const operatorName = `appointments${counter}`;
  await createOperator(t.app, operatorName, t.clock.now());
  const operator = await operatorToken(t.app, operatorName);
  const legalType = await t.app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();
  return {
    customer,
    customerPhone,
    lawyerA,
    lawyerB,
    lawyerC,
    operator,
    operatorName,
    legalTypeId: legalType.id,
  };
}
export type AppointmentWorld = Awaited<ReturnType<typeof appointmentWorld>>;

/** A whole minute at least `ahead` ms after the clock. */
export const minuteAfter = (t: TestApp, ahead: number) =>
  Math.ceil((t.clock.now() + ahead) / MINUTE) * MINUTE;

/**
 * The first bookable slot at least `ahead` ms after the clock: on the hour or the half hour within the
 * default business hours 08:00–21:00 Asia/Shanghai (the next day's 08:00 after closing).
 */
export function slotAfter(t: TestApp, ahead: number): number {
  const slot = 30 * MINUTE;
  let at = Math.ceil((t.clock.now() + ahead) / slot) * slot;
  while (!isOpen(at)) at += slot;
  return at;
}
const isOpen = (at: number) => {
  const minute = shanghaiMinuteOfDay(at);
  return (
    minute >= DEFAULT_APPOINTMENT_HOURS.opens_minute && minute <= DEFAULT_APPOINTMENT_HOURS.closes_minute
  );
};

export function bookingBody(t: TestApp, world: AppointmentWorld, overrides: Record<string, unknown> = {}) {
  return {
    name: '王先生',
    phone: world.customerPhone,
    area_code: '110105',
    legal_type_id: world.legalTypeId,
    appointment_at: slotAfter(t, 26 * HOUR),
    place_note: '朝阳区律所会议室',
    description: '想当面咨询房屋买卖合同纠纷。',
    ...overrides,
  };
}

export interface AppointmentView {
  order_no: string;
  state: string;
  phone: string;
  lawyer_phone: string | null;
  actions: string[];
  paid_amount: number;
  refunded_amount: number;
  next_deadline_at: number | null;
  lawyer: { uuid: string } | null;
  refund_requests: Array<{ status: number; amount: number | null; decision: AfterSaleDecision | null }>;
  events: Array<{ transition: string }>;
}

export async function book(t: TestApp, world: AppointmentWorld, overrides: Record<string, unknown> = {}) {
  const reply = await call<AppointmentView>(t.app, {
    method: 'POST',
    url: API.appointments,
    token: world.customer,
    payload: bookingBody(t, world, overrides),
  });
  if (reply.body.code !== 0) throw new Error(`booking refused: ${reply.body.msg}`);
  return reply.body.data;
}

export async function pay(t: TestApp, world: AppointmentWorld, orderNo: string) {
  await call(t.app, {
    method: 'POST',
    url: API.payment,
    token: world.customer,
    payload: { app_scene: 'h5', scene: 'appointment', order_no: orderNo },
  });
  const paid = await call<AppointmentView>(t.app, {
    method: 'POST',
    url: API.sandboxConfirm,
    token: world.customer,
    payload: { order_no: orderNo },
  });
  if (paid.body.code !== 0) throw new Error(`payment refused: ${paid.body.msg}`);
  return paid.body.data;
}

export const consoleCall = <T = unknown>(
  t: TestApp,
  world: AppointmentWorld,
  request: { method: 'GET' | 'POST'; url: string; payload?: unknown },
) =>
  t.app
    .inject({
      method: request.method,
      url: request.url,
      headers: { [OPERATOR_TOKEN_HEADER]: world.operator },
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    })
    .then((response) => response.json<{ code: number; msg: string; data: T }>());

export const assign = (t: TestApp, world: AppointmentWorld, orderNo: string, lawyerUuid: string) =>
  consoleCall(t, world, {
    method: 'POST',
    url: API.admin.appointmentAssign,
    payload: { order_no: orderNo, lawyer_uuid: lawyerUuid },
  });

export const act = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  call<AppointmentView>(t.app, { method: 'POST', url: API.appointmentAction, token, payload });

export const detail = async (t: TestApp, token: string, orderNo: string) =>
  (
    await call<AppointmentView>(t.app, {
      method: 'GET',
      url: `${API.appointmentDetail}?order_no=${orderNo}`,
      token,
    })
  ).body;

/** Booked, paid, assigned to lawyer A and accepted. */
export async function received(t: TestApp, world: AppointmentWorld, overrides: Record<string, unknown> = {}) {
  const booked = await book(t, world, overrides);
  await pay(t, world, booked.order_no);
  await assign(t, world, booked.order_no, world.lawyerA.uuid);
  const accepted = await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'accept' });
  if (accepted.body.code !== 0) throw new Error(`accept refused: ${accepted.body.msg}`);
  return accepted.body.data;
}

/** Lawyer A answers the appointment's open refund request (说明情况): an operator may decide it at once. */
export async function answerRefund(t: TestApp, world: AppointmentWorld, orderNo: string) {
  const answered = await act(t, world.lawyerA.token, {
    order_no: orderNo,
    action: 'answer_refund',
    text: '已按约定准备面谈',
    images: [],
  });
  if (answered.body.code !== 0) throw new Error(`answer refused: ${answered.body.msg}`);
  return answered.body.data;
}

/**
 * Lawyer A answers the appointment's open refund request, then the operator decides it with `decision`
 * (decision, amount, reason_code, text): the console's reply.
 */
export async function answeredAndDecided(
  t: TestApp,
  world: AppointmentWorld,
  orderNo: string,
  decision: Record<string, unknown>,
) {
  await answerRefund(t, world, orderNo);
  const queue = await consoleCall<{ list: Array<{ id: number; order_no: string }> }>(t, world, {
    method: 'GET',
    url: API.admin.appointmentRefunds,
  });
  const request = queue.data.list.find((item) => item.order_no === orderNo)!;
  return consoleCall(t, world, {
    method: 'POST',
    url: API.admin.appointmentRefundDecision,
    payload: { id: request.id, ...decision },
  });
}
