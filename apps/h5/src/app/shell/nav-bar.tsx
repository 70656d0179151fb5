import { BackButton } from '../../components/back-button';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  title: string;
  tone: 'default' | 'blue';
  /** Whether the bar offers back (tab pages do not). */
  back: boolean;
}

/** The standard page bar: back on the left, the page title in the middle. */
export function NavBar({ title, tone, back }: NavBarProps) {
  return (
    <header className={tone === 'blue' ? `${styles.bar} ${styles.blue}` : styles.bar}>
      {back ? <BackButton className={styles.back} /> : null}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
