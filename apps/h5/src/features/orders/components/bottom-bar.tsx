import type { ReactNode } from 'react';
import styles from './bottom-bar.module.css';

/** A bar fixed at the foot of the centred column; the page leaves room for it with `BottomBarSpace`. */
export function BottomBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className={styles.bar} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export function BottomBarSpace() {
  return <div className={styles.space} aria-hidden="true" />;
}

/** The amount to pay at the left end of a bottom bar. */
export function BarAmount({ label, yuan }: { label: string; yuan: string | null }) {
  return (
    <p className={styles.amount}>
      {label}
      <span className={styles.yuan}>{yuan === null ? '—' : `¥${yuan}`}</span>
    </p>
  );
}
