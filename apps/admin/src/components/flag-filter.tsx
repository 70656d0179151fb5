import { Select } from 'antd';

export type Flag = 0 | 1;

interface FlagFilterProps {
  /** The select's accessible name, e.g. 封禁状态. */
  label: string;
  /** Shown while cleared (both values), e.g. 全部用户. */
  placeholder: string;
  /** The two values in the order the list offers them, with their labels. */
  options: ReadonlyArray<{ value: Flag; label: string }>;
  value: Flag | undefined;
  onChange: (value: Flag | undefined) => void;
}

/** Narrows a console list by a 0/1 column (banned, enabled); cleared means both. */
export function FlagFilter({ label, placeholder, options, value, onChange }: FlagFilterProps) {
  return (
    <Select<Flag | undefined>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      style={{ width: 140 }}
      options={[...options]}
      value={value}
      onChange={onChange}
    />
  );
}
