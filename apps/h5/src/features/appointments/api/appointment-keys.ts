import type { AppointmentGroup, LawyerAppointmentListQuery } from '@lawbridge/contract';
import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

/** 预约记录's filter: one group of states (a tab), or every appointment. */
export type AppointmentFilter = AppointmentGroup | 'all';
export type LawyerAppointmentGroup = LawyerAppointmentListQuery['group'];

/**
 * Appointments are the signed-in user's (dropped when someone signs in or out) and change on the other
 * side (the platform dispatches, the lawyer accepts), so the cache is never trusted without asking again.
 */
export const APPOINTMENT_STALE_MS = 0;

export const appointmentKeys = {
  all: [...USER_QUERY_SCOPE, 'appointment'] as const,
  customerList: (filter: AppointmentFilter) => [...appointmentKeys.all, 'customer', filter] as const,
  lawyerList: (group: LawyerAppointmentGroup, pageSize: number) =>
    [...appointmentKeys.all, 'lawyer', group, pageSize] as const,
  detail: (orderNo: string) => [...appointmentKeys.all, 'detail', orderNo] as const,
};

/** Every cached appointment list (not the details), to refetch after an appointment changed. */
export const isAppointmentList = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[appointmentKeys.all.length] !== 'detail';
