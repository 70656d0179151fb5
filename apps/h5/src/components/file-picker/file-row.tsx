import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './file-row.module.css';

/** One file in a list: icon, name (cut with …), a grey detail (its size, 上传中 40%), then the rest (下载, 移除…). */
export function FileRow({ name, detail, children }: { name: string; detail: string; children?: ReactNode }) {
  return (
    <li className={styles.file}>
      <FileOutline className={styles.icon} aria-hidden="true" />
      <span className={styles.name}>{name}</span>
      <span className={styles.detail}>{detail}</span>
      {children}
    </li>
  );
}
