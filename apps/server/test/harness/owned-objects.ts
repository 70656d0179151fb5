import { API } from '@lawbridge/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CallerName, CallerWorld } from './harness-callers';

/**
 * For each `owner` route, a request about an object that belongs to the `customer` caller (and, for
 * orders, to the `lawyer` caller as its lawyer): the matrix proves the other users get `无权操作`.
 * An owner route missing here fails the matrix.
 */
export interface OwnedRequest {
  /** The callers the object belongs to (the others must get 无权操作). */
  owners: readonly CallerName[];
  request(objects: OwnedObjects, caller: CallerName): Pick<InjectOptions, 'url' | 'payload'>;
}

export const OWNED_REQUESTS: Record<string, OwnedRequest> = {
  'GET /api/v1/order/service/detail': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }) => ({ url: `${API.serviceOrderDetail}?order_no=${orderNo}` }),
  },
  // Each side asks for an action of its own side of the lifecycle table, so only ownership decides.
  'POST /api/v1/order/service/action': {
    owners: ['customer', 'lawyer'],
    request: ({ orderNo }, caller) => ({
      url: API.serviceOrderAction,
      payload: { order_no: orderNo, action: caller.toLowerCase().includes('lawyer') ? 'accept' : 'close' },
    }),
  },
  // Paying is the customer's alone.
  'POST /api/v1/payment': {
    owners: ['customer'],
    request: ({ orderNo }) => ({
      url: API.payment,
      payload: { app_scene: 'h5', scene: 'service', order_no: orderNo },
    }),
  },
  'POST /api/v1/payment/sandbox/confirm': {
    owners: ['customer'],
    request: ({ orderNo }) => ({ url: API.sandboxConfirm, payload: { order_no: orderNo } }),
  },
};

export interface OwnedObjects {
  orderNo: string;
}

/** A service order the `customer` caller placed with the `lawyer` caller. */
export async function createOwnedObjects(app: FastifyInstance, world: CallerWorld): Promise<OwnedObjects> {
  const config = await app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const response = await app.inject({
    method: 'POST',
    url: API.serviceOrders,
    headers: world.callers.customer,
    payload: {
      lawyer_uuid: world.lawyerUuid,
      config_id: config.id,
      description: '想咨询一下合同违约的问题。',
    },
  });
  const body = response.json<{ code: number; msg: string; data: { order_no: string } }>();
  if (body.code !== 0) throw new Error(`could not place the owned order: ${body.msg}`);
  return { orderNo: body.data.order_no };
}
