import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useRef, useState } from 'react';
import styles from './lawyer-search-bar.module.css';

export interface LawyerSearchBarProps {
  keyword: string | undefined;
  autoFocus: boolean;
  /** Called with the trimmed keyword as the user types (debounced), on Enter, and with undefined when cleared. */
  onSearch(keyword: string | undefined): void;
}

export const KEYWORD_MAX_LENGTH = 30;
/** How long typing pauses before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

const normalized = (text: string) => text.trim() || undefined;

/**
 * Keyword search by name, law firm or pinyin (initials or full): the list follows as the user types,
 * once typing pauses, and at once on Enter. Letters typed into a Chinese input method are not searched
 * until the characters are chosen.
 */
export function LawyerSearchBar({ keyword, autoFocus, onSearch }: LawyerSearchBarProps) {
  const [text, setText] = useState(keyword ?? '');
  const sent = useRef(keyword);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const composing = useRef(false);

  // A keyword from outside (清除筛选, back) replaces what the box shows; the own echo does not.
  useEffect(() => {
    if (keyword === sent.current) return;
    sent.current = keyword;
    setText(keyword ?? '');
  }, [keyword]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function send(value: string) {
    clearTimeout(timer.current);
    const next = normalized(value);
    if (next === sent.current) return;
    sent.current = next;
    onSearch(next);
  }

  function sendLater(value: string) {
    clearTimeout(timer.current);
    if (!composing.current) timer.current = setTimeout(() => send(value), SEARCH_DEBOUNCE_MS);
  }

  return (
    <div
      className={styles.bar}
      onCompositionStart={() => {
        composing.current = true;
        clearTimeout(timer.current);
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        sendLater((event.target as HTMLInputElement).value);
      }}
    >
      <SearchBar
        value={text}
        placeholder="搜索姓名、律所或拼音首字母"
        maxLength={KEYWORD_MAX_LENGTH}
        autoFocus={autoFocus}
        onChange={(value) => {
          setText(value);
          sendLater(value);
        }}
        onSearch={send}
        onClear={() => send('')}
      />
    </div>
  );
}
