import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFirstScreenComplete } from '../first-screen';
import { deferredComponent } from '../lazy/deferred-component';
import type { PageLoader, PageProps } from '../page-types';
import styles from './with-pull-to-refresh.module.css';

/** Seed §4 pull-to-refresh states: pulling, reached (can release), refreshing, then done. */
export const PULL_TO_REFRESH_TEXTS = {
  pullingText: '下拉刷新',
  canReleaseText: '释放立即刷新',
  refreshingText: '加载中…',
  completeText: '刷新成功',
} as const;

/**
 * The pull-to-refresh frame (antd-mobile's PullToRefresh, react-spring and @use-gesture). Its code loads
 * once the first screen is complete (first-screen.ts): its 30 kB (brotli) of animation and gesture
 * libraries are not needed to draw the page, and loaded with it they shared the phone's link with the
 * page's code and pictures before its first render.
 */
const useRefreshFrame = deferredComponent(() =>
  import('./refresh-frame').then(({ RefreshFrame }) => RefreshFrame),
);

/** The field being typed in (and its caret) when the page left its slot. */
interface Focus {
  element: HTMLElement;
  selection: [number, number] | null;
}

const focusInMovingPage = new WeakMap<HTMLElement, Focus>();

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

function focusWithin(host: HTMLElement): Focus | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || !host.contains(element)) return null;
  const start = isTextField(element) ? element.selectionStart : null;
  const end = isTextField(element) ? element.selectionEnd : null;
  return { element, selection: start !== null && end !== null ? [start, end] : null };
}

function restoreFocus({ element, selection }: Focus) {
  element.focus({ preventScroll: true });
  if (selection && isTextField(element)) element.setSelectionRange(...selection);
}

/**
 * Where the page's elements go: the page's portal container is moved in here (`display: contents`).
 * Taking the container out of the old slot blurs a field being typed in (the phone's keyboard would close
 * and, between an automated tap and its keys, the keys would go nowhere), so the old slot notes the focus
 * as it goes (its cleanup runs before its element leaves the document) and the new one gives it back.
 */
function PageSlot({ host }: { host: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(host);
    const focus = focusInMovingPage.get(host);
    focusInMovingPage.delete(host);
    if (focus && host.contains(focus.element)) restoreFocus(focus);
    return () => {
      const leaving = focusWithin(host);
      if (leaving) focusInMovingPage.set(host, leaving);
    };
  }, [host]);
  return <div ref={ref} className={styles.slot} />;
}

/**
 * A refreshable page: until the pull-to-refresh frame has loaded, the same elements as antd-mobile's
 * PullToRefresh at rest (its head folded to 0 px), then the frame itself. The page is drawn through a portal
 * into one element that moves from the first to the second, so switching the frame neither mounts the
 * page again (its state, its requests) nor moves anything on the screen.
 */
export function DeferredRefreshFrame({ children }: { children: ReactNode }) {
  const Frame = useRefreshFrame(useFirstScreenComplete());
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = styles.slot ?? '';
    return element;
  });
  const slot = <PageSlot host={host} />;
  return (
    <>
      {Frame ? (
        <Frame>{slot}</Frame>
      ) : (
        <div className="adm-pull-to-refresh">
          <div className="adm-pull-to-refresh-head" style={{ height: 0 }}>
            <div className="adm-pull-to-refresh-head-content" style={{ height: 40 }}>
              {PULL_TO_REFRESH_TEXTS.pullingText}
            </div>
          </div>
          <div className="adm-pull-to-refresh-content">{slot}</div>
        </div>
      )}
      {createPortal(children, host)}
    </>
  );
}

/** Loads a page and draws it in the pull-to-refresh frame, whose code loads after the first screen. */
export function withPullToRefresh(load: PageLoader): PageLoader {
  return async () => {
    const { default: Page } = await load();
    function RefreshablePage(props: PageProps) {
      return (
        <DeferredRefreshFrame>
          <Page {...props} />
        </DeferredRefreshFrame>
      );
    }
    return { default: RefreshablePage };
  };
}
