import type { UserTypeValue } from '@lawbridge/contract';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Tab } from '../navigation/tab-bars';
import { deferredComponent } from '../lazy/deferred-component';
import type { BarStyle } from '../page-types';
import { NavBar } from './nav-bar';
import styles from './page-frame.module.css';
import type { TabBarProps } from './tab-bar';
import tabBarStyles from './tab-bar.module.css';

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
 *
 * A tab page is one viewport high and its content scrolls between the bars, like the page of a native
 * app whose tab bar sits below the web view: nothing is ever under the tab bar, so no link at the fold
 * is left with a sliver to tap (Lighthouse's target-size). Ordinary pages scroll the document.
 */
export function PageFrame({ title, bar, tab, children }: PageFrameProps) {
  return (
    <div className={tab ? `${styles.frame} ${styles.tabFrame}` : styles.frame}>
      {bar === 'custom' ? null : <NavBar title={title} tone={bar} back={tab === null} />}
      <PageContent scrolls={tab !== null}>{children}</PageContent>
      {tab ? <LazyTabBar side={tab.side} active={tab.active} /> : null}
    </div>
  );
}

/**
 * The tab bar's code (its icons, the unread badge) is its own chunk, needed on tab pages only (index.html
 * preloads it there with the page: scripts/build-plugins.ts); until it has loaded, an empty bar of its
 * height holds its place.
 */
const useTabBar = deferredComponent(() => import('./tab-bar').then(({ TabBar }) => TabBar));

function LazyTabBar(props: TabBarProps) {
  const TabBar = useTabBar(true);
  if (TabBar) return <TabBar {...props} />;
  return (
    <div className={tabBarStyles.bar} aria-hidden="true">
      <span className={tabBarStyles.tab} />
    </div>
  );
}

/** Scroll offsets of tab pages by history entry: back to a tab page returns to where it was left. */
const scrollOffsets = new Map<string, number>();

function PageContent({ scrolls, children }: { scrolls: boolean; children: ReactNode }) {
  const { key } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!scrolls || !element) return undefined;
    const saved = scrollOffsets.get(key);
    if (saved) element.scrollTop = saved;
    const remember = () => scrollOffsets.set(key, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [key, scrolls]);
  return (
    <main ref={ref} className={scrolls ? `${styles.content} ${styles.scroller}` : styles.content}>
      {children}
    </main>
  );
}
