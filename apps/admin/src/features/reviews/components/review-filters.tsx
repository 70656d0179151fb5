import { Form, Input, Select } from 'antd';
import { FilterActions } from '../../../components/filter-actions';
import type { ReviewFilters } from '../api/get-reviews';

interface FormValues {
  rating?: number;
  lawyer_name?: string;
  hidden?: 0 | 1;
}

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((rating) => ({ value: rating, label: `${rating}星` }));
const HIDDEN_OPTIONS = [
  { value: 0, label: '显示中' },
  { value: 1, label: '已隐藏' },
];

/** 评价管理's filters: applied together by 查询, cleared by 重置; the address keeps them. */
export function ReviewFilterForm({
  value,
  onChange,
}: {
  value: ReviewFilters;
  onChange: (next: ReviewFilters) => void;
}) {
  return (
    <Form<FormValues>
      // The fields follow the address when it changes elsewhere (back button, a link).
      key={JSON.stringify(value)}
      layout="inline"
      initialValues={value}
      onFinish={(values) =>
        onChange({
          ...(values.rating ? { rating: values.rating } : {}),
          ...(values.lawyer_name?.trim() ? { lawyer_name: values.lawyer_name.trim() } : {}),
          ...(values.hidden === 0 || values.hidden === 1 ? { hidden: values.hidden } : {}),
        })
      }
      style={{ rowGap: 12 }}
    >
      <Form.Item name="rating" label="评分">
        <Select allowClear placeholder="全部" options={RATING_OPTIONS} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="lawyer_name" label="律师">
        <Input allowClear placeholder="律师姓名" maxLength={20} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="hidden" label="状态">
        <Select allowClear placeholder="全部" options={HIDDEN_OPTIONS} style={{ width: 110 }} />
      </Form.Item>
      <FilterActions onReset={() => onChange({})} />
    </Form>
  );
}
