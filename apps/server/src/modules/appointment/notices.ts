import { formatFen, type AppointmentStateKey, type AppointmentTransitionName } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { AppointmentRow } from '../../core/db/schema-appointments';
import { userOfLawyer } from '../notification/lawyer-user';
import type { NewNotification } from '../notification/notifier';
import type { OrderEvent } from '../payment/order-payments';

const customerPage = (orderNo: string) => `/pages/customer/order/appointment/detail?order_no=${orderNo}`;
const lawyerPage = (orderNo: string) => `/pages/lawyer/order/detailAppointment?order_no=${orderNo}`;
const TITLE = '线下咨询预约';

/**
 * Who hears of an appointment's transition (PRODUCT §14): the lawyer it is offered to, the customer of the
 * acceptance or the platform's refusal, the lawyer of a refund request, both of a refund decision.
 */
export async function appointmentNotices(
  db: Kysely<Database>,
  event: OrderEvent<AppointmentStateKey, AppointmentTransitionName, AppointmentRow>,
): Promise<NewNotification[]> {
  const { order, transition, details } = event;
  const toCustomer = (kind: NewNotification['kind'], title: string, body: string): NewNotification => ({
    userId: order.customer_id,
    kind,
    title,
    body: `${TITLE}：${body}`,
    link: customerPage(order.order_no),
  });
  const toLawyer = async (
    lawyerId: number | null,
    kind: NewNotification['kind'],
    title: string,
    body: string,
  ): Promise<NewNotification[]> => {
    const userId = await userOfLawyer(db, lawyerId);
    return userId === null
      ? []
      : [{ userId, kind, title, body: `${TITLE}：${body}`, link: lawyerPage(order.order_no) }];
  };
  switch (transition) {
    case 'assign':
      return toLawyer(
        details.lawyerId ?? null,
        'appointment_offered',
        '新预约待确认',
        '请在24小时内确认是否接受',
      );
    case 'accept':
      return [toCustomer('appointment_accepted', '律师已接受预约', '可在预约详情查看律师电话，请按约面谈')];
    case 'propose_time':
      return [
        toCustomer(
          'appointment_time_proposed',
          '律师建议了新的预约时间',
          '请在24小时内确认是否接受，不接受将为您重新安排律师',
        ),
      ];
    case 'accept_time':
      return toLawyer(order.lawyer_id, 'appointment_time_answered', '用户已接受新时间', '请按新的时间面谈');
    case 'decline_time':
      return toLawyer(
        order.lawyer_id,
        'appointment_time_answered',
        '用户未接受新时间',
        '预约已由平台重新安排',
      );
    case 'platform_reject':
      return [
        toCustomer(
          'order_declined',
          '预约未能安排',
          `${details.reason ?? '暂无可安排的律师'}，款项将全额原路退回`,
        ),
      ];
    case 'request_refund':
      return toLawyer(
        order.lawyer_id,
        'refund_requested',
        '用户申请退款',
        '平台审核中，审核期间暂不能标记已面谈',
      );
    case 'refund_full':
    case 'refund_partial':
    case 'refund_refused': {
      const amount = formatFen(
        transition === 'refund_full'
          ? order.paid_amount - order.refunded_amount
          : (details.refundAmount ?? 0),
      );
      const text =
        transition === 'refund_refused'
          ? '退款申请未通过，预约继续'
          : `退款申请已${transition === 'refund_full' ? '' : '部分'}同意，¥${amount} 将原路退回`;
      return [
        toCustomer('refund_decided', '退款处理结果', text),
        ...(await toLawyer(order.lawyer_id, 'refund_decided', '退款处理结果', text)),
      ];
    }
    default:
      return [];
  }
}
