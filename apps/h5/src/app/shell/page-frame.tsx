import type { UserTypeValue } from '@lawbridge/contract';
import type { ReactNode } from 'react';
import type { Tab } from '../navigation/tab-bars';
import type { BarStyle } from '../page-types';
import { NavBar } from './nav-bar';
import styles from './page-frame.module.css';
import { TabBar } from './tab-bar';

export interface PageFrameProps {
  title: string;
  bar: BarStyle;
  /** The tab this page is on its side's tab bar, or null for an ordinary page. */
  tab: { side: UserTypeValue; active: Tab } | null;
  children: ReactNode;
}

/**
 * A page: its bar (unless the page draws its own) above its content, and on tab pages the tab bar
 * below it. Tab pages have no back arrow: they are switched to, not navigated to (seed §2).
 */
export function PageFrame({ title, bar, tab, children }: PageFrameProps) {
  return (
    <div className={styles.frame}>
      {bar === 'custom' ? null : <NavBar title={title} tone={bar} back={tab === null} />}
      <main className={styles.content}>{children}</main>
      {tab ? <TabBar side={tab.side} active={tab.active} /> : null}
    </div>
  );
}
