import { useEffect, useState } from 'react';
import type { PageComponent, PageLoader } from '../page-types';

/** Seed §2 and §9: a loading view only after 200 ms, an error view after 60 s. */
export const LOADING_VIEW_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export type LazyPageState =
  | { status: 'waiting' }
  | { status: 'slow' }
  | { status: 'failed' }
  | { status: 'ready'; Page: PageComponent };

const loaded = new WeakMap<PageLoader, PageComponent>();

/** What an attempt has reported so far, and for which loader and attempt. */
interface Progress {
  load: PageLoader;
  attempt: number;
  state: LazyPageState;
}

/**
 * Loads a page chunk: `waiting` (nothing shown) → `slow` after 200 ms → `ready`, or `failed` when the
 * chunk cannot load or takes 60 s. `retry` starts over. Loaded pages are remembered.
 *
 * The state is always the state of the loader passed now: progress reported for another loader (the
 * page this component showed before the route changed) is never shown, so switching routes can never
 * leave the previous page on screen.
 */
export function useLazyPage(load: PageLoader): { state: LazyPageState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<Progress | null>(null);
  const known = loaded.get(load);

  useEffect(() => {
    if (loaded.has(load)) return;
    let settled = false;
    const report = (state: LazyPageState) => setProgress({ load, attempt, state });
    const settle = (state: LazyPageState) => {
      if (settled) return;
      settled = true;
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
      report(state);
    };
    const slowTimer = setTimeout(() => report({ status: 'slow' }), LOADING_VIEW_DELAY_MS);
    const timeoutTimer = setTimeout(() => settle({ status: 'failed' }), PAGE_LOAD_TIMEOUT_MS);
    load().then(
      ({ default: Page }) => {
        loaded.set(load, Page);
        settle({ status: 'ready', Page });
      },
      () => settle({ status: 'failed' }),
    );
    return () => {
      settled = true;
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
    };
  }, [load, attempt]);

  const current = progress?.load === load && progress.attempt === attempt ? progress.state : null;
  const state: LazyPageState = known ? { status: 'ready', Page: known } : (current ?? { status: 'waiting' });
  return { state, retry: () => setAttempt((count) => count + 1) };
}
