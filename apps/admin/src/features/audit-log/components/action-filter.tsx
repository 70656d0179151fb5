import { Select } from 'antd';
import { auditActionOptions } from '../audit-actions';

/** Narrows the log to one kind of action (searchable by its name); cleared means every action. */
export function ActionFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (action: string | undefined) => void;
}) {
  return (
    <Select
      aria-label="操作类型"
      placeholder="全部操作"
      allowClear
      // Many actions: typing part of a name narrows the list.
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 200 }}
      options={auditActionOptions}
      value={value}
      onChange={(next: string | undefined) => onChange(next)}
    />
  );
}
