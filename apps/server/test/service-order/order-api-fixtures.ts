import {
  API,
  TOKEN_HEADER,
  type Envelope,
  type FileUploadResult,
  type ServiceOrderActionBody,
  type ServiceOrderDetail,
} from '@lawbridge/contract';
import { call, loginAs, multipartFile, uploadImage, type EnvelopeReply } from '../helpers/api';
import { makePng } from '../helpers/images';
import type { TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createOperator, operatorCall, operatorToken } from '../operator/operator-api';

let serial = 0;

/** One uploaded file of `token`'s user (PDF, Word, Excel, TXT): its id, or the refusal. */
export async function uploadFileAs(t: TestApp, token: string, file: { name: string; bytes: Buffer }) {
  const body = multipartFile('file', { ...file, type: 'application/octet-stream' });
  const response = await t.app.inject({
    method: 'POST',
    url: API.uploadFile,
    headers: { ...body.headers, [TOKEN_HEADER]: token },
    payload: body.payload,
  });
  return response.json<Envelope<FileUploadResult>>();
}

/** A stored file's id (refused uploads fail the test). */
export async function fileIdOf(t: TestApp, token: string, name: string, bytes: Buffer): Promise<string> {
  const reply = await uploadFileAs(t, token, { name, bytes });
  if (reply.code !== 0) throw new Error(`file refused: ${reply.msg}`);
  return reply.data!.id;
}
const nextPhone = () => `1371000${String((serial += 1)).padStart(4, '0')}`;

/**
 * Orders walked through the API only, the way the clients do it: a customer, the lawyer, a stranger and an
 * operator, uploads, ordering, paying in the sandbox, actions and details.
 */
export async function apiOrderWorld(t: TestApp) {
  const customerPhone = nextPhone();
  const customer = await loginAs(t.app, customerPhone);
  const stranger = await loginAs(t.app, nextPhone());
  const lawyer = await loggedInLawyer(t.app, nextPhone(), { name: '孙律师' });
  const { id: configId } = await t.app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const username = `images${serial}`;
  await createOperator(t.app, username, t.clock.now());
  const operator = await operatorToken(t.app, username);
  let colour = 0;

  /** One uploaded image of `token`'s user (each a different colour). */
  async function upload(token: string): Promise<string> {
    colour += 1;
    const reply = await uploadImage(t.app, token, {
      name: 'photo.png',
      type: 'image/png',
      bytes: makePng(4, [colour % 256, 80, 120]),
    });
    if (reply.code !== 0) throw new Error(`upload refused: ${reply.msg}`);
    return reply.data.id;
  }

  const uploads = async (token: string, count: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await upload(token));
    return ids;
  };

  const uploadFile = (token: string, file: { name: string; bytes: Buffer }) => uploadFileAs(t, token, file);

  const placeWith = (attached: { images?: string[]; files?: string[] }, token = customer) =>
    call<ServiceOrderDetail>(t.app, {
      method: 'POST',
      url: API.serviceOrders,
      token,
      payload: {
        lawyer_uuid: lawyer.uuid,
        config_id: configId,
        description: '公司拖欠三个月工资怎么办？',
        ...attached,
      },
    });
  const place = (images: string[] = [], token = customer) => placeWith({ images }, token);

  const act = (token: string, body: ServiceOrderActionBody | Record<string, unknown>) =>
    call<ServiceOrderDetail>(t.app, { method: 'POST', url: API.serviceOrderAction, token, payload: body });

  const detail = (token: string, orderNo: string) =>
    call<ServiceOrderDetail>(t.app, {
      method: 'GET',
      url: `${API.serviceOrderDetail}?order_no=${orderNo}`,
      token,
    });

  const ok = <T>(reply: EnvelopeReply<T>): T => {
    if (reply.body.code !== 0) throw new Error(`refused: ${reply.body.code} ${reply.body.msg}`);
    return reply.body.data;
  };

  const fileOf = (token: string, name: string, bytes: Buffer) => fileIdOf(t, token, name, bytes);

  /** A placed order paid through the sandbox cashier. */
  async function pay(orderNo: string): Promise<void> {
    const payment = { app_scene: 'h5', scene: 'service', order_no: orderNo };
    ok(await call(t.app, { method: 'POST', url: API.payment, token: customer, payload: payment }));
    ok(
      await call(t.app, {
        method: 'POST',
        url: API.sandboxConfirm,
        token: customer,
        payload: { order_no: orderNo },
      }),
    );
  }

  /** Placed and paid through the sandbox cashier. */
  async function paid(images: string[] = []): Promise<string> {
    const orderNo = ok(await place(images)).order_no;
    await pay(orderNo);
    return orderNo;
  }

  /** Paid and accepted: the lawyer is serving. */
  async function serving(images: string[] = []): Promise<string> {
    const orderNo = await paid(images);
    ok(await act(lawyer.token, { order_no: orderNo, action: 'accept' }));
    return orderNo;
  }

  /** The lawyer answers the order's open refund request (说明情况): an operator may decide it at once. */
  const answerRefund = async (orderNo: string) =>
    ok(
      await act(lawyer.token, {
        order_no: orderNo,
        action: 'answer_refund',
        text: '已按约定提供服务',
        images: [],
      }),
    );

  const operatorGet = <T>(url: string) =>
    operatorCall<T>(t.app, { method: 'GET', url, operatorToken: operator });
  const operatorPost = <T>(url: string, payload: object) =>
    operatorCall<T>(t.app, { method: 'POST', url, operatorToken: operator, payload });

  return {
    customer,
    customerPhone,
    stranger,
    lawyer,
    configId,
    upload,
    uploads,
    uploadFile,
    fileOf,
    place,
    placeWith,
    act,
    detail,
    ok,
    pay,
    paid,
    serving,
    answerRefund,
    operatorGet,
    operatorPost,
  };
}

/** The upload id inside a signed address. */
export const uploadIdOf = (url: string) => /\/upload\/image\/([^?]+)\?/.exec(url)?.[1] ?? '';
