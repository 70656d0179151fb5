import { useEffect, useSyncExternalStore } from 'react';

/** A title the open page gives itself instead of its route's (null: the route's own). */
let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(title: string | null) {
  if (override === title) return;
  override = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open page's own title, if it set one (the route frame shows it in the bar and the tab). */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => override);
}

/**
 * Gives the open page another title than its route's while mounted, e.g. the chat with a paid order
 * running is no longer 免费在线咨询; null leaves the route's title.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    setOverride(title);
    return () => setOverride(null);
  }, [title]);
}
