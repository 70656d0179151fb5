import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppNavigation } from '../../app/navigation/use-app-navigation';
import styles from './entry-grid.module.css';

export interface GridEntry {
  label: string;
  to: string;
  icon: ReactNode;
  /** The icon's colour; its tile is a light wash of it. */
  tint: string;
}

export interface EntryGridProps {
  entries: readonly GridEntry[];
  columns: number;
  /** Names the group of entries, e.g. 工作台入口. */
  label: string;
}

/** A white card of tinted icon tiles, each opening a page (switching to it when it is a tab page). */
export function EntryGrid({ entries, columns, label }: EntryGridProps) {
  const { open } = useAppNavigation();
  const grid = { '--columns': columns } as CSSProperties;
  return (
    <nav className={styles.grid} style={grid} aria-label={label}>
      {entries.map((entry) => (
        <Link
          key={entry.to}
          className={styles.entry}
          to={entry.to}
          onClick={(event) => {
            event.preventDefault();
            open(entry.to);
          }}
        >
          <span className={styles.icon} style={{ color: entry.tint, background: `${entry.tint}14` }}>
            {entry.icon}
          </span>
          <span className={styles.label}>{entry.label}</span>
        </Link>
      ))}
    </nav>
  );
}
