import SearchBar from 'antd-mobile/es/components/search-bar';
import styles from './lawyer-search-bar.module.css';

export interface LawyerSearchBarProps {
  keyword: string | undefined;
  autoFocus: boolean;
  /** Called on search (Enter) with the trimmed keyword, and with undefined when cleared. */
  onSearch(keyword: string | undefined): void;
}

export const KEYWORD_MAX_LENGTH = 30;

/** Keyword search by name, law firm or pinyin initials. */
export function LawyerSearchBar({ keyword, autoFocus, onSearch }: LawyerSearchBarProps) {
  return (
    <div className={styles.bar}>
      <SearchBar
        // A new keyword from outside (清除筛选, back) resets what the box shows.
        key={keyword ?? ''}
        defaultValue={keyword}
        placeholder="搜索姓名、律所或拼音首字母"
        maxLength={KEYWORD_MAX_LENGTH}
        autoFocus={autoFocus}
        onSearch={(value) => onSearch(value.trim() || undefined)}
        onClear={() => onSearch(undefined)}
      />
    </div>
  );
}
