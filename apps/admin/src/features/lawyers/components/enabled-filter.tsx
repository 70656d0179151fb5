import { Select } from 'antd';

const OPTIONS = [
  { value: 1, label: '已启用' },
  { value: 0, label: '已停用' },
];

/** Narrows the list to enabled or disabled lawyers; cleared means both. */
export function EnabledFilter({
  value,
  onChange,
}: {
  value: 0 | 1 | undefined;
  onChange: (enabled: 0 | 1 | undefined) => void;
}) {
  return (
    <Select<0 | 1 | undefined>
      aria-label="账号状态"
      placeholder="全部状态"
      allowClear
      style={{ width: 140 }}
      options={OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
