import type { DocumentOrder, DocumentOrderActionBody, DocumentOrderList } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createPurchasesRepo } from './purchases-repo';
import type { DocumentOrderService } from './service';
import { documentOrderView } from './view';

export const MSG_REFUND_ENDED = '文档已下载、阅读或购买满7天，不能直接退款，如有问题请提交申诉';

/** What the buyer does and sees: 购买, the pay page, 已购文档, 取消 and 退款. */
export function createBuyerOrders(deps: { db: Kysely<Database>; service: DocumentOrderService }) {
  const { service } = deps;
  const purchases = createPurchasesRepo(deps.db);

  /** The buyer's own order as its views show it (anybody else's is `无权操作`). */
  async function detail(input: { userId: number; orderNo: string }): Promise<DocumentOrder> {
    const order = await service.buyersOrder(input);
    return documentOrderView((await purchases.byNo(order.order_no))!);
  }

  return {
    detail,

    async create(input: { userId: number; documentId: number }): Promise<{ order_no: string }> {
      const order = await service.create({ buyerId: input.userId, documentId: input.documentId });
      return { order_no: order.order_no };
    },

    async page(input: { userId: number; page: number; pageSize: number }): Promise<DocumentOrderList> {
      const { rows, total } = await purchases.page({ buyerId: input.userId, ...input });
      return { list: rows.map(documentOrderView), total, page: input.page, page_size: input.pageSize };
    },

    async act(input: { userId: number; body: DocumentOrderActionBody }): Promise<DocumentOrder> {
      const order = await service.buyersOrder({ userId: input.userId, orderNo: input.body.order_no });
      // A finished order (used, or 7 days passed) says why the refund right ended, not just that it changed.
      if (input.body.action === 'refund' && order.state === 'finished')
        throw AppError.common(MSG_REFUND_ENDED);
      await service.actAs({
        order,
        transition: input.body.action,
        actor: { kind: 'customer', id: input.userId },
      });
      return detail({ userId: input.userId, orderNo: order.order_no });
    },
  };
}

export type BuyerOrders = ReturnType<typeof createBuyerOrders>;
