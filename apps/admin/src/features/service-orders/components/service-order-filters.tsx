import { ADMIN_SERVICE_ORDER_FILTER_LABELS, ADMIN_SERVICE_ORDER_FILTERS } from '@lawbridge/contract';
import { Form, Input, Select } from 'antd';
import { OrderFilterBar, type FilterFormValues } from '../../orders-shared/components/order-filter-bar';
import {
  CustomerPhoneFilter,
  DateRangeFilter,
  OrderNoFilter,
} from '../../orders-shared/components/order-filter-fields';
import type { ServiceOrderFilters } from '../api/get-service-orders';

/** The lifecycle's states, and 待确认 and 退款中 as users see them. */
const STATE_OPTIONS = ADMIN_SERVICE_ORDER_FILTERS.map((state) => ({
  value: state,
  label: ADMIN_SERVICE_ORDER_FILTER_LABELS[state],
}));

const clean = (values: FilterFormValues<ServiceOrderFilters>): ServiceOrderFilters => ({
  state: values.state as ServiceOrderFilters['state'],
  order_no: values.order_no?.toUpperCase(),
  customer_phone: values.customer_phone,
  lawyer_name: values.lawyer_name,
  date_from: values.date_from,
  date_to: values.date_to,
});

/** 服务订单's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function ServiceOrderFilterForm({
  value,
  onChange,
}: {
  value: ServiceOrderFilters;
  onChange: (next: ServiceOrderFilters) => void;
}) {
  return (
    <OrderFilterBar value={value} clean={clean} onChange={onChange}>
      <Form.Item name="state" label="状态">
        <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 120 }} />
      </Form.Item>
      <OrderNoFilter pattern={/^\s*[SADsad]\d{16}\s*$/} message="订单号格式不正确" placeholder="S开头17位" />
      <CustomerPhoneFilter />
      <Form.Item name="lawyer_name" label="律师">
        <Input allowClear placeholder="律师姓名" maxLength={20} style={{ width: 120 }} />
      </Form.Item>
      <DateRangeFilter label="下单日期" />
    </OrderFilterBar>
  );
}
