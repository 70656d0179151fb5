import { Form, Select } from 'antd';
import { OrderFilterBar, type FilterFormValues } from '../../orders-shared/components/order-filter-bar';
import { CustomerPhoneFilter, OrderNoFilter } from '../../orders-shared/components/order-filter-fields';
import type { AppointmentFilters } from '../api/get-appointments';
import { APPOINTMENT_STATE_OPTIONS } from '../appointment-labels';

const clean = (values: FilterFormValues<AppointmentFilters>): AppointmentFilters => ({
  state: values.state as AppointmentFilters['state'],
  order_no: values.order_no?.toUpperCase(),
  customer_phone: values.customer_phone,
});

/** 预约订单's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function AppointmentFilterForm({
  value,
  onChange,
}: {
  value: AppointmentFilters;
  onChange: (next: AppointmentFilters) => void;
}) {
  return (
    <OrderFilterBar value={value} clean={clean} onChange={onChange}>
      <Form.Item name="state" label="状态">
        <Select allowClear placeholder="全部" options={APPOINTMENT_STATE_OPTIONS} style={{ width: 130 }} />
      </Form.Item>
      <OrderNoFilter
        pattern={/^\s*[Aa]\d{16}\s*$/}
        message="订单号格式不正确（A开头17位）"
        placeholder="A开头17位"
      />
      <CustomerPhoneFilter />
    </OrderFilterBar>
  );
}
