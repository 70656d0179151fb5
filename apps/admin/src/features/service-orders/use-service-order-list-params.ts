import { ADMIN_SERVICE_ORDER_FILTERS, type AdminServiceOrderFilter } from '@lawbridge/contract';
import { useListSearch } from '../../lib/use-list-search';
import type { ServiceOrderFilters, ServiceOrderListParams } from './api/get-service-orders';

const FILTER_NAMES = ['state', 'order_no', 'customer_phone', 'lawyer_name', 'date_from', 'date_to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isState = (raw: string | undefined): raw is AdminServiceOrderFilter =>
  (ADMIN_SERVICE_ORDER_FILTERS as readonly string[]).includes(raw ?? '');

/** Filters and page of 服务订单, kept in the address; values the server would refuse are dropped. */
export function useServiceOrderListParams() {
  const { paging, filters, setPage, setFilters } = useListSearch(FILTER_NAMES);
  const chosen: ServiceOrderFilters = {
    ...(isState(filters.state) ? { state: filters.state } : {}),
    ...(filters.order_no ? { order_no: filters.order_no } : {}),
    ...(filters.customer_phone && /^\d{3,11}$/.test(filters.customer_phone)
      ? { customer_phone: filters.customer_phone }
      : {}),
    ...(filters.lawyer_name ? { lawyer_name: filters.lawyer_name } : {}),
    ...(filters.date_from && DATE.test(filters.date_from) ? { date_from: filters.date_from } : {}),
    ...(filters.date_to && DATE.test(filters.date_to) ? { date_to: filters.date_to } : {}),
  };
  const params: ServiceOrderListParams = { ...paging, ...chosen };
  return {
    params,
    filters: chosen,
    setPage,
    setFilters: (next: ServiceOrderFilters) =>
      setFilters(Object.fromEntries(FILTER_NAMES.map((name) => [name, next[name]]))),
  };
}
