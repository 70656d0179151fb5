import { DISPATCH_OVERDUE_MS, type ContentKey, type DashboardSummary } from '@lawbridge/contract';
import type { Clock } from '../../core/clock';
import type { DashboardRepo } from './dashboard-repo';
import { startOfShanghaiDay } from './shanghai-day';

/**
 * Today's figures for the console dashboard ("today" is the calendar day in Asia/Shanghai), and the
 * content pages that still show the shipped text, so operators fill in their own.
 */
export async function dashboardSummary(deps: {
  repo: DashboardRepo;
  clock: Clock;
  shippedContent: () => Promise<ContentKey[]>;
}): Promise<DashboardSummary> {
  const today = startOfShanghaiDay(deps.clock.now());
  const now = deps.clock.now();
  const [
    usersTotal,
    usersToday,
    lawyersTotal,
    loginsToday,
    contentDefaults,
    paidToday,
    refunds,
    waiting,
    appointmentsPaid,
    dispatch,
    appointmentRefunds,
  ] = await Promise.all([
    deps.repo.usersTotal(),
    deps.repo.usersCreatedSince(today),
    deps.repo.lawyersTotal(),
    deps.repo.usersLoggedInSince(today),
    deps.shippedContent(),
    deps.repo.serviceOrdersPaidSince(today),
    deps.repo.refundRequestsOpen('service'),
    deps.repo.serviceOrdersWaiting(),
    deps.repo.appointmentsPaidSince(today),
    deps.repo.appointmentsWaitingDispatch(now - DISPATCH_OVERDUE_MS),
    deps.repo.refundRequestsOpen('appointment'),
  ]);
  return {
    users_total: usersTotal,
    users_today: usersToday,
    lawyers_total: lawyersTotal,
    logins_today: loginsToday,
    service_orders_paid_today: paidToday.count,
    service_amount_paid_today: paidToday.amount,
    refund_requests_open: refunds,
    service_orders_waiting: waiting,
    appointments_paid_today: appointmentsPaid.count,
    appointment_amount_paid_today: appointmentsPaid.amount,
    appointments_waiting_dispatch: dispatch.waiting,
    appointments_dispatch_overdue: dispatch.overdue,
    appointment_refunds_open: appointmentRefunds,
    content_defaults: contentDefaults,
  };
}
