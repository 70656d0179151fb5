import { DOCUMENT_KEYWORD_MAX } from '@lawbridge/contract';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useState } from 'react';
import styles from './document-search-bar.module.css';

/**
 * The centre's search (title, tags, pinyin initials: matched by the server): searched on Enter or 搜索,
 * cleared with ×. A keyword from outside (清除筛选, back) replaces what the box shows.
 */
export function DocumentSearchBar({
  keyword,
  onSearch,
}: {
  keyword: string | undefined;
  onSearch(keyword: string | undefined): void;
}) {
  const [text, setText] = useState(keyword ?? '');
  useEffect(() => setText(keyword ?? ''), [keyword]);
  const send = (value: string) => onSearch(value.trim() || undefined);
  return (
    <div className={styles.bar} role="search">
      <SearchBar
        value={text}
        placeholder="搜索文档标题、标签或拼音首字母"
        maxLength={DOCUMENT_KEYWORD_MAX}
        onChange={setText}
        onSearch={send}
        onClear={() => send('')}
      />
    </div>
  );
}
