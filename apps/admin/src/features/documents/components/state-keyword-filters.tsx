import { Form, Input, Select } from 'antd';
import { OrderFilterBar, type FilterFormValues } from '../../orders-shared/components/order-filter-bar';
import type { StateKeywordFilters } from '../use-state-keyword-params';

/** A state and a keyword (文档管理, 文档订单), applied together by 查询, cleared by 重置; the address keeps them. */
export function StateKeywordFilterForm<State extends string>({
  value,
  stateOptions,
  keywordPlaceholder,
  onChange,
}: {
  value: StateKeywordFilters<State>;
  stateOptions: ReadonlyArray<{ value: State; label: string }>;
  keywordPlaceholder: string;
  onChange: (next: StateKeywordFilters<State>) => void;
}) {
  const clean = (values: FilterFormValues<StateKeywordFilters<State>>): StateKeywordFilters<State> => ({
    state: values.state as State | undefined,
    keyword: values.keyword,
  });
  return (
    <OrderFilterBar value={value} clean={clean} onChange={onChange}>
      <Form.Item name="state" label="状态">
        <Select allowClear placeholder="全部" options={[...stateOptions]} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="keyword" label="关键词">
        <Input allowClear placeholder={keywordPlaceholder} maxLength={30} style={{ width: 240 }} />
      </Form.Item>
    </OrderFilterBar>
  );
}
