import { Select } from 'antd';
import { useOperators } from '../api/get-operators';

/** Narrows the log to one operator's actions; cleared means everyone's. */
export function OperatorFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (operatorId: number | undefined) => void;
}) {
  const operators = useOperators();
  return (
    <Select<number | undefined>
      aria-label="操作人"
      placeholder="全部操作人"
      allowClear
      loading={operators.isPending}
      style={{ width: 180 }}
      options={(operators.data ?? []).map((operator) => ({
        value: operator.id,
        label: `运营 ${operator.username}`,
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
