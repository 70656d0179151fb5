import { APPEAL_ORDER_KINDS, APPEAL_TYPES } from '@lawbridge/contract';
import { Form, Input, Select } from 'antd';
import { OrderFilterBar, type FilterFormValues } from '../../orders-shared/components/order-filter-bar';
import { OrderNoFilter } from '../../orders-shared/components/order-filter-fields';
import type { AppealFilters } from '../api/get-appeals';
import { ORDER_KIND_LABELS, STATE_OPTIONS } from '../appeal-labels';

const KIND_OPTIONS = APPEAL_ORDER_KINDS.map((kind) => ({ value: kind, label: ORDER_KIND_LABELS[kind] }));
const TYPE_OPTIONS = APPEAL_TYPES.map((type) => ({ value: type, label: type }));

const clean = (values: FilterFormValues<AppealFilters>): AppealFilters => ({
  state: values.state as AppealFilters['state'],
  order_kind: values.order_kind as AppealFilters['order_kind'],
  type: values.type as AppealFilters['type'],
  order_no: values.order_no?.toUpperCase(),
  lawyer_name: values.lawyer_name,
});

/** 申诉管理's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function AppealFilterForm({
  value,
  onChange,
}: {
  value: AppealFilters;
  onChange: (next: AppealFilters) => void;
}) {
  return (
    <OrderFilterBar value={value} clean={clean} onChange={onChange}>
      <Form.Item name="state" label="状态">
        <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item name="type" label="类型">
        <Select allowClear placeholder="全部" options={TYPE_OPTIONS} style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="order_kind" label="订单">
        <Select allowClear placeholder="全部" options={KIND_OPTIONS} style={{ width: 110 }} />
      </Form.Item>
      <OrderNoFilter pattern={/^\s*[SADsad]\d{16}\s*$/} message="订单号格式不正确" placeholder="订单号17位" />
      <Form.Item name="lawyer_name" label="律师">
        <Input allowClear placeholder="律师姓名" maxLength={20} style={{ width: 120 }} />
      </Form.Item>
    </OrderFilterBar>
  );
}
