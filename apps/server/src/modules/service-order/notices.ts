import { type ServiceOrderStateKey, type ServiceOrderTransitionName } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { ServiceOrderRow } from '../../core/db/schema-service-orders';
import { userOfLawyer } from '../notification/lawyer-user';
import type { NewNotification } from '../notification/notifier';
import type { OrderEvent } from '../payment/order-payments';
import { refundNoticeOf } from '../refund/refund-notices';

const customerPage = (orderNo: string) => `/pages/customer/order/service/detail?order_no=${orderNo}`;
const lawyerPage = (orderNo: string) => `/pages/lawyer/order/detailService?order_no=${orderNo}`;

/**
 * Who hears of a service order's transition (PRODUCT §14): the lawyer of new paid work and of refund
 * requests, the customer of acceptance, refusal, delivery and the lawyer's answer to a refund request, both
 * of a refund decision (refund-notices.ts).
 */
export async function serviceOrderNotices(
  db: Kysely<Database>,
  event: OrderEvent<ServiceOrderStateKey, ServiceOrderTransitionName, ServiceOrderRow>,
): Promise<NewNotification[]> {
  const { order, transition, details } = event;
  const lawyerUserId = await userOfLawyer(db, order.lawyer_id);
  const toCustomer = (kind: NewNotification['kind'], title: string, body: string): NewNotification => ({
    userId: order.customer_id,
    kind,
    title,
    body: `${order.service_name}：${body}`,
    link: customerPage(order.order_no),
  });
  const toLawyer = (kind: NewNotification['kind'], title: string, body: string): NewNotification[] =>
    lawyerUserId === null
      ? []
      : [
          {
            userId: lawyerUserId,
            kind,
            title,
            body: `${order.service_name}：${body}`,
            link: lawyerPage(order.order_no),
          },
        ];
  switch (transition) {
    case 'pay':
      return toLawyer('order_paid', '新订单', '用户已付款，请在24小时内接单');
    case 'accept':
      return [toCustomer('order_accepted', '律师已接单', '律师已开始为您服务')];
    case 'reject':
      return [
        toCustomer(
          'order_declined',
          '律师未接单',
          `${details.reason ?? '律师暂时无法接单'}，款项将全额原路退回`,
        ),
      ];
    case 'accept_timeout':
      return [toCustomer('order_declined', '订单已取消', '律师24小时内未接单，款项将全额原路退回')];
    case 'deliver':
      return [toCustomer('order_delivered', '律师已交付', '请查看服务结果并确认完成')];
    default: {
      const notice = refundNoticeOf({
        transition,
        refundable: order.paid_amount - order.refunded_amount,
        refundAmount: details.refundAmount,
        hearing: details.hearing,
        paused: '订单暂停自动完成',
        kept: '服务',
      });
      if (!notice) return [];
      const customer = notice.to === 'lawyer' ? [] : [toCustomer(notice.kind, notice.title, notice.body)];
      const lawyer = notice.to === 'customer' ? [] : toLawyer(notice.kind, notice.title, notice.body);
      return [...customer, ...lawyer];
    }
  }
}
