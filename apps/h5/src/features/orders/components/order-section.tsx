import type { ReactNode } from 'react';
import styles from './order-section.module.css';

/**
 * A titled white card on the order pages; with `labelFor` the title also labels that field, with `field`
 * a form's check can point at it (lib/form-issue).
 */
export function OrderSection({
  title,
  labelFor,
  field,
  children,
}: {
  title: string;
  labelFor?: string;
  field?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title} data-field={field}>
      <h2 className={styles.title}>{labelFor ? <label htmlFor={labelFor}>{title}</label> : title}</h2>
      {children}
    </section>
  );
}

/** A label and its value on one line (wrapping on narrow screens). */
export function OrderField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

export function OrderFields({ children }: { children: ReactNode }) {
  return <dl className={styles.fields}>{children}</dl>;
}
