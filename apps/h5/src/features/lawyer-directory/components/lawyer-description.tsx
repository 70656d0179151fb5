import { useState } from 'react';
import styles from './lawyer-description.module.css';

/** Descriptions longer than this (or with more lines) start collapsed. */
export const COLLAPSE_AFTER_CHARS = 120;
const COLLAPSE_AFTER_LINES = 4;

export function isLongDescription(text: string): boolean {
  return text.length > COLLAPSE_AFTER_CHARS || text.split('\n').length > COLLAPSE_AFTER_LINES;
}

/** 个人简介 as the lawyer wrote it (line breaks kept); a long one opens with 展开全文. */
export function LawyerDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!text.trim()) return <p className={styles.none}>暂无简介</p>;
  const collapsible = isLongDescription(text);
  const collapsed = collapsible && !expanded;
  return (
    <div>
      <p className={collapsed ? `${styles.text} ${styles.collapsed}` : styles.text}>{text}</p>
      {collapsible ? (
        <button type="button" className={styles.toggle} onClick={() => setExpanded(!expanded)}>
          {expanded ? '收起' : '展开全文'}
        </button>
      ) : null}
    </div>
  );
}
