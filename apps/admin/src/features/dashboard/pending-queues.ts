import type { PendingQueue } from '@lawbridge/contract';
import { paths } from '../../app/paths';

/**
 * Where each queue of what waits for operators is worked: the menu section (`path`, its badge) and the
 * page filtered to what waits (`to`, the 工作台's link), with the 工作台's title for it.
 */
export const PENDING_QUEUE_PAGES: Readonly<
  Record<PendingQueue, { title: string; path: string; to: string; linkText: string }>
> = {
  applications: {
    title: '待审核认证',
    path: paths.applications,
    to: paths.applications,
    linkText: '去审核',
  },
  dispatch: {
    title: '待派单预约',
    path: paths.appointmentDispatch,
    to: paths.appointmentDispatch,
    linkText: '去派单',
  },
  refunds: { title: '待处理退款', path: paths.refunds, to: paths.refunds, linkText: '去处理' },
  appointment_refunds: {
    title: '待审核预约退款',
    path: paths.appointmentRefunds,
    to: paths.appointmentRefunds,
    linkText: '去处理',
  },
  appeals: {
    title: '待裁定申诉',
    path: paths.appeals,
    to: `${paths.appeals}?state=waiting_operator`,
    linkText: '去裁定',
  },
  withdrawals: {
    title: '待审核提现',
    path: paths.withdrawals,
    to: `${paths.withdrawals}?state=requested`,
    linkText: '去审核',
  },
  documents: {
    title: '待审核文档',
    path: paths.documentReview,
    to: paths.documentReview,
    linkText: '去审核',
  },
  feedback: {
    title: '待处理反馈',
    path: paths.feedback,
    to: `${paths.feedback}?handled=waiting`,
    linkText: '去处理',
  },
};
