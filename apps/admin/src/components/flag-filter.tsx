import { Select } from 'antd';

export type Flag = 0 | 1;

interface FlagFilterProps {
  /** The select's accessible name, e.g. 封禁状态. */
  label: string;
  /** Shown while cleared (both values), e.g. 全部用户. */
  placeholder: string;
  /** The two values with their labels, in the order the list offers them, e.g. `[[0, '正常'], [1, '已封禁']]`. */
  options: ReadonlyArray<readonly [Flag, string]>;
  value: Flag | undefined;
  onChange: (value: Flag | undefined) => void;
}

/** Narrows a console list by a 0/1 column (用户管理's 封禁状态, 律师管理's 账号状态); cleared means both. */
export function FlagFilter({ label, placeholder, options, value, onChange }: FlagFilterProps) {
  return (
    <Select<Flag | undefined>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      style={{ width: 140 }}
      options={options.map(([flag, text]) => ({ value: flag, label: text }))}
      value={value}
      onChange={onChange}
    />
  );
}
