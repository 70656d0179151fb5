import { CheckOutline } from 'antd-mobile-icons';
import styles from './choice-row.module.css';

export interface ChoiceRowProps {
  label: string;
  selected: boolean;
  /** `tab`: a parent column row, highlighted when open; `check`: a final choice, checked when chosen. */
  variant: 'tab' | 'check';
  onTap(): void;
}

/** One row of a filter dropdown. */
export function ChoiceRow({ label, selected, variant, onTap }: ChoiceRowProps) {
  const className = [styles.row, styles[variant], selected ? styles.selected : ''].join(' ');
  return (
    <li>
      <button type="button" aria-pressed={selected} className={className} onClick={onTap}>
        <span className={styles.label}>{label}</span>
        {variant === 'check' && selected ? <CheckOutline className={styles.mark} aria-hidden="true" /> : null}
      </button>
    </li>
  );
}
