import { createHash } from 'node:crypto';
import { API, TOKEN_HEADER, type ServiceOrderDetail, type WalletSummary } from '@lawbridge/contract';
import { makePng } from '../../test/helpers/images';
import { api, login, orderTarget, type Envelope } from './client';

/** Who made the orders and which they are: a finished one with images, one refunded after payment. */
export interface OrdersWithFiles {
  customer: string;
  lawyer: string;
  finished: string;
  refunded: string;
}

function ok<T>(reply: Envelope<T>, what: string): T {
  if (reply.code !== 0) throw new Error(`${what} refused: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** An image through the upload route (multipart, as the H5 app sends it); its id. */
async function upload(baseUrl: string, token: string, colour: number): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([makePng(8, [colour, 90, 160])], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${baseUrl}${API.uploadImage}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token },
    body: form,
  });
  return ok((await response.json()) as Envelope<{ id: string }>, 'upload').id;
}

/**
 * Through the API of the server at `baseUrl` (with the demo data): the customer uploads three images and
 * takes one as avatar; orders from a demo lawyer with the other two, pays in the sandbox cashier, and
 * the lawyer accepts, delivers, and the customer confirms; a second order is paid and cancelled, so its
 * payment is refunded.
 */
export async function makeOrdersWithFiles(baseUrl: string): Promise<OrdersWithFiles> {
  const lawyer = await login(baseUrl, '13900000001');
  const lawyerUuid = ok(
    await api<{ uuid: string }>(baseUrl, { path: API.userInfo, token: lawyer }),
    'info',
  ).uuid;
  const { configId } = await orderTarget(baseUrl);
  const customer = await login(baseUrl, '13600000002');
  const avatar = await upload(baseUrl, customer, 10);
  const images = [await upload(baseUrl, customer, 20), await upload(baseUrl, customer, 30)];
  const change = { field: 'avatar', value: avatar };
  ok(await api(baseUrl, { path: API.userInfoField, token: customer, body: change }), 'avatar');

  const act = async (token: string, body: Record<string, unknown>) =>
    ok(await api(baseUrl, { path: API.serviceOrderAction, token, body }), `${String(body.action)}`);
  async function paidOrder(orderImages: string[]): Promise<string> {
    const order = { lawyer_uuid: lawyerUuid, config_id: configId, description: '租房押金不退怎么办？' };
    const body = { ...order, images: orderImages };
    const created = ok(
      await api<{ order_no: string }>(baseUrl, { path: API.serviceOrders, token: customer, body }),
      'order',
    );
    const payment = { app_scene: 'h5', scene: 'service', order_no: created.order_no };
    ok(await api(baseUrl, { path: API.payment, token: customer, body: payment }), 'payment');
    ok(
      await api(baseUrl, { path: API.sandboxConfirm, token: customer, body: { order_no: created.order_no } }),
      'cashier',
    );
    return created.order_no;
  }

  const finished = await paidOrder(images);
  await act(lawyer, { order_no: finished, action: 'accept' });
  await act(lawyer, { order_no: finished, action: 'deliver', note: '已出具书面意见，请查收。' });
  await act(customer, { order_no: finished, action: 'confirm' });
  const refunded = await paidOrder([]);
  await act(customer, { order_no: refunded, action: 'cancel' });
  return { customer, lawyer, finished, refunded };
}

/** An image as served: its id, type and the SHA-256 of the bytes. */
async function served(baseUrl: string, address: string) {
  const response = await fetch(new URL(address, baseUrl));
  if (response.status !== 200) throw new Error(`${address}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    id: /\/upload\/image\/([^?]+)/.exec(address)?.[1],
    type: response.headers.get('content-type'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * What the clients see of those orders on the server at `baseUrl`: both orders (with their events and
 * money), the lawyer's wallet (balances from the ledger) and the customer's avatar, every image fetched
 * through the image route (signed addresses differ per server, so images count by id and bytes).
 */
export async function observe(baseUrl: string, story: OrdersWithFiles) {
  const detail = async (orderNo: string) => {
    const path = `${API.serviceOrderDetail}?order_no=${orderNo}`;
    const order = ok(await api<ServiceOrderDetail>(baseUrl, { path, token: story.customer }), 'detail');
    const images = await Promise.all(order.images.map((address) => served(baseUrl, address)));
    return { ...order, images };
  };
  const info = ok(
    await api<{ avatar: string | null }>(baseUrl, { path: API.userInfo, token: story.customer }),
    'info',
  );
  return {
    finished: await detail(story.finished),
    refunded: await detail(story.refunded),
    wallet: ok(await api<WalletSummary>(baseUrl, { path: API.lawyerWallet, token: story.lawyer }), 'wallet'),
    avatar: info.avatar === null ? null : await served(baseUrl, info.avatar),
  };
}
