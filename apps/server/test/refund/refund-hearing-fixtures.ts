import {
  API,
  type AdminAppointmentDetail,
  type AdminServiceOrderDetail,
  type NotificationItem,
  type Page,
  type ServiceOrderDetail,
} from '@lawbridge/contract';
import { createChatRepo } from '../../src/modules/chat/repo';
import { call, loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createOperator, operatorCall, operatorToken } from '../operator/operator-api';
import { userIdOf } from '../service-order/service-order-fixtures';

let counter = 0;
const nextPhone = () => `1373000${String((counter += 1)).padStart(4, '0')}`;

/**
 * A customer, a lawyer and an operator who walk refund requests through the API as people do: service
 * orders paid and accepted with a refund asked for, the lawyer's answers, the console's decisions.
 */
export async function refundHearingWorld(t: TestApp) {
  const customerPhone = nextPhone();
  let customer = await loginAs(t.app, customerPhone);
  const customerId = await userIdOf(t.app, customerPhone);
  const lawyer = await loggedInLawyer(t.app, nextPhone(), { name: '吴律师' });
  const lawyerUserId = await userIdOf(t.app, lawyer.phone);
  const operatorName = `hearing${counter}`;
  await createOperator(t.app, operatorName, t.clock.now());
  let operator = await operatorToken(t.app, operatorName);
  const config = await t.app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();

  const as = <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    call<T>(t.app, { method, url, token, payload }).then((reply) => reply.body);
  const console = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    operatorCall<T>(t.app, { method, url, operatorToken: operator, payload });

  /** Paid through the sandbox and accepted by the lawyer: 服务中. */
  async function serving(): Promise<string> {
    const placed = await as<ServiceOrderDetail>(customer, 'POST', API.serviceOrders, {
      lawyer_uuid: lawyer.uuid,
      config_id: config.id,
      description: '公司拖欠三个月工资怎么办？',
    });
    if (placed.code !== 0) throw new Error(`order refused: ${placed.msg}`);
    const orderNo = placed.data.order_no;
    await as(customer, 'POST', API.payment, { app_scene: 'h5', scene: 'service', order_no: orderNo });
    const paid = await as(customer, 'POST', API.sandboxConfirm, { order_no: orderNo });
    if (paid.code !== 0) throw new Error(`payment refused: ${paid.msg}`);
    const accepted = await serviceAction(lawyer.token, { order_no: orderNo, action: 'accept' });
    if (accepted.code !== 0) throw new Error(`accept refused: ${accepted.msg}`);
    return orderNo;
  }

  const serviceAction = (token: string, payload: object) =>
    as<ServiceOrderDetail>(token, 'POST', API.serviceOrderAction, payload);
  const serviceDetail = (token: string, orderNo: string) =>
    as<ServiceOrderDetail>(token, 'GET', `${API.serviceOrderDetail}?order_no=${orderNo}`);

  /** 服务中 with the customer's refund request waiting for the lawyer's answer. */
  async function refundAsked(): Promise<string> {
    const orderNo = await serving();
    const asked = await serviceAction(customer, {
      order_no: orderNo,
      action: 'request_refund',
      reason: '服务内容不符',
      text: '律师一直没有回复',
    });
    if (asked.code !== 0) throw new Error(`refund request refused: ${asked.msg}`);
    return orderNo;
  }

  async function openRequestId(orderNo: string): Promise<number> {
    const detail = await serviceDetail(customer, orderNo);
    return detail.data.refund_requests.at(-1)!.id;
  }

  const decideService = (payload: object) => console<null>('POST', API.admin.refundDecision, payload);
  const consoleOrder = (orderNo: string) =>
    console<AdminServiceOrderDetail>('GET', `${API.admin.serviceOrders}/${orderNo}`);
  const consoleAppointment = (orderNo: string) =>
    console<AdminAppointmentDetail>('GET', `${API.admin.appointments}/${orderNo}`);

  /** An image of `token`'s user (their own upload). */
  async function imageOf(token: string): Promise<string> {
    const reply = await uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng() });
    if (reply.code !== 0) throw new Error(`upload refused: ${reply.msg}`);
    return reply.data.id;
  }

  /** The newest notifications of `token`'s user. */
  async function notices(token: string): Promise<NotificationItem[]> {
    const reply = await as<Page<NotificationItem>>(token, 'GET', `${API.notifications}?page=1&page_size=20`);
    return reply.data.list;
  }

  /** A message in the parties' conversation (opened at acceptance). */
  async function say(sender: 'customer' | 'lawyer', text: string): Promise<void> {
    const chat = createChatRepo(t.app.db);
    const lawyerRow = await t.app.db
      .selectFrom('lawyers')
      .select('id')
      .where('uuid', '=', lawyer.uuid)
      .executeTakeFirstOrThrow();
    const conversationId = await chat.idBetween(customerId, lawyerRow.id);
    await chat.insertMessage({
      conversationId: conversationId!,
      sender,
      senderUserId: sender === 'customer' ? customerId : lawyerUserId,
      clientId: `hearing-${(counter += 1)}`,
      kind: 'text',
      text,
      uploadId: null,
      now: t.clock.now(),
    });
  }

  /** Fresh sessions for everyone, after the test clock moved past the sessions' lifetimes. */
  async function relogin(): Promise<void> {
    customer = await loginAs(t.app, customerPhone);
    lawyer.token = await loginAs(t.app, lawyer.phone);
    operator = await operatorToken(t.app, operatorName);
  }

  return {
    get customer() {
      return customer;
    },
    customerPhone,
    lawyer,
    relogin,
    serving,
    refundAsked,
    openRequestId,
    serviceAction,
    serviceDetail,
    decideService,
    consoleOrder,
    consoleAppointment,
    console,
    imageOf,
    notices,
    say,
    as,
  };
}

export type RefundHearingWorld = Awaited<ReturnType<typeof refundHearingWorld>>;
