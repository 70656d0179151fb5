import { BackButton } from '../../components/back-button';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  title: string;
  tone: 'default' | 'blue';
}

/** The standard page bar: back on the left, the page title in the middle. */
export function NavBar({ title, tone }: NavBarProps) {
  return (
    <header className={tone === 'blue' ? `${styles.bar} ${styles.blue}` : styles.bar}>
      <BackButton className={styles.back} />
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
