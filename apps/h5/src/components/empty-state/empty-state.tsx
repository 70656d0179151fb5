import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** A short factual sentence, e.g. 暂无内容. */
  text: string;
  icon?: ReactNode;
  /** An optional action under the text. */
  children?: ReactNode;
}

export function EmptyState({ text, icon = <FileOutline />, children }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.action}>{children}</div> : null}
    </div>
  );
}
