import { Input } from 'antd';

const KEYWORD_MAX = 30;

/** A search box for a list; searching an empty box clears the keyword. */
export function KeywordSearch({
  value,
  placeholder,
  onSearch,
}: {
  value: string | undefined;
  placeholder: string;
  onSearch: (keyword: string | undefined) => void;
}) {
  return (
    <Input.Search
      // Typed text follows the address when it changes elsewhere (back button, a link).
      key={value ?? ''}
      aria-label="搜索"
      defaultValue={value}
      placeholder={placeholder}
      maxLength={KEYWORD_MAX}
      allowClear
      enterButton="搜索"
      style={{ width: 360 }}
      onSearch={(typed) => onSearch(typed.trim() || undefined)}
    />
  );
}
