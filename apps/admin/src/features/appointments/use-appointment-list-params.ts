import { APPOINTMENT_STATES, orderNoField, type AppointmentStateKey } from '@lawbridge/contract';
import { useListSearch } from '../../lib/use-list-search';
import type { AppointmentFilters, AppointmentListParams } from './api/get-appointments';

const FILTER_NAMES = ['state', 'order_no', 'customer_phone'] as const;

const isState = (raw: string | undefined): raw is AppointmentStateKey =>
  (APPOINTMENT_STATES as readonly string[]).includes(raw ?? '');

/** Filters and page of 预约订单, kept in the address; values the server would refuse are dropped. */
export function useAppointmentListParams() {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTER_NAMES);
  const chosen: AppointmentFilters = {
    ...(isState(filters.state) ? { state: filters.state } : {}),
    ...(orderNoField.safeParse(filters.order_no).success ? { order_no: filters.order_no } : {}),
    ...(filters.customer_phone && /^\d{3,11}$/.test(filters.customer_phone)
      ? { customer_phone: filters.customer_phone }
      : {}),
  };
  const params: AppointmentListParams = { ...paging, ...chosen };
  return {
    params,
    filters: chosen,
    setPage,
    setFilters: (next: AppointmentFilters) =>
      setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]]))),
  };
}
