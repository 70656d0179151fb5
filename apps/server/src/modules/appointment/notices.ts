import { type AppointmentStateKey, type AppointmentTransitionName } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { AppointmentRow } from '../../core/db/schema-appointments';
import { userOfLawyer } from '../notification/lawyer-user';
import type { NewNotification } from '../notification/notifier';
import type { OrderEvent } from '../payment/order-payments';
import { refundNoticeOf } from '../refund/refund-notices';

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
    default: {
      const notice = refundNoticeOf({
        transition,
        refundable: order.paid_amount - order.refunded_amount,
        refundAmount: details.refundAmount,
        hearing: details.hearing,
        paused: '暂不能标记已面谈',
        kept: '预约',
      });
      if (!notice) return [];
      const customer = notice.to === 'lawyer' ? [] : [toCustomer(notice.kind, notice.title, notice.body)];
      const lawyer =
        notice.to === 'customer'
          ? []
          : await toLawyer(order.lawyer_id, notice.kind, notice.title, notice.body);
      return [...customer, ...lawyer];
    }
  }
}
