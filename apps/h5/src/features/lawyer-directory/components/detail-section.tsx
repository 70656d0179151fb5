import type { ReactNode } from 'react';
import styles from './detail-section.module.css';

/** A titled card on the lawyer's page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
