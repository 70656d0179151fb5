import type { ReactNode } from 'react';
import type { BarStyle } from '../page-types';
import { NavBar } from './nav-bar';
import styles from './page-frame.module.css';

/** A page: its bar (unless the page draws its own) above its content. */
export function PageFrame({ title, bar, children }: { title: string; bar: BarStyle; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      {bar === 'custom' ? null : <NavBar title={title} tone={bar} />}
      <main className={styles.content}>{children}</main>
    </div>
  );
}
