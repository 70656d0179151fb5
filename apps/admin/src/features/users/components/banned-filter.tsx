import { Select } from 'antd';

const OPTIONS = [
  { value: 0, label: '正常' },
  { value: 1, label: '已封禁' },
];

/** Narrows 用户管理 to banned users or to the others; cleared means both. */
export function BannedFilter({
  value,
  onChange,
}: {
  value: 0 | 1 | undefined;
  onChange: (banned: 0 | 1 | undefined) => void;
}) {
  return (
    <Select<0 | 1 | undefined>
      aria-label="封禁状态"
      placeholder="全部用户"
      allowClear
      style={{ width: 140 }}
      options={OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
