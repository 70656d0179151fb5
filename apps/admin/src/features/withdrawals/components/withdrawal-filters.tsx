import { WITHDRAWAL_LIFECYCLE, WITHDRAWAL_METHOD_LABELS, WITHDRAWAL_METHODS } from '@lawbridge/contract';
import type { WithdrawalMethod, WithdrawalStateKey } from '@lawbridge/contract';
import { Form, Input, Select } from 'antd';
import { OrderFilterBar, type FilterFormValues } from '../../orders-shared/components/order-filter-bar';
import { DateRangeFilter } from '../../orders-shared/components/order-filter-fields';
import type { WithdrawalFilters } from '../api/get-withdrawals';

const STATE_OPTIONS = WITHDRAWAL_LIFECYCLE.states.map((state) => ({ value: state.key, label: state.label }));
const METHOD_OPTIONS = WITHDRAWAL_METHODS.map((method) => ({
  value: method,
  label: WITHDRAWAL_METHOD_LABELS[method],
}));

const clean = (values: FilterFormValues<WithdrawalFilters>): WithdrawalFilters => ({
  state: values.state as WithdrawalStateKey | undefined,
  method: values.method as WithdrawalMethod | undefined,
  keyword: values.keyword,
  date_from: values.date_from,
  date_to: values.date_to,
});

/** 提现管理's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function WithdrawalFilterForm({
  value,
  onChange,
}: {
  value: WithdrawalFilters;
  onChange: (next: WithdrawalFilters) => void;
}) {
  return (
    <OrderFilterBar value={value} clean={clean} onChange={onChange}>
      <Form.Item name="state" label="状态">
        <Select allowClear placeholder="全部" options={STATE_OPTIONS} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="method" label="方式">
        <Select allowClear placeholder="全部" options={METHOD_OPTIONS} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="keyword" label="律师">
        <Input allowClear placeholder="姓名或手机号" maxLength={20} style={{ width: 140 }} />
      </Form.Item>
      <DateRangeFilter label="申请日期" />
    </OrderFilterBar>
  );
}
