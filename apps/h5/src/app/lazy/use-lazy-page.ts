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

function initialState(load: PageLoader): LazyPageState {
  const Page = loaded.get(load);
  return Page ? { status: 'ready', Page } : { status: 'waiting' };
}

/**
 * Loads a page chunk: `waiting` (nothing shown) → `slow` after 200 ms → `ready`, or `failed` when the
 * chunk cannot load or takes 60 s. `retry` starts over. Loaded pages are remembered.
 */
export function useLazyPage(load: PageLoader): { state: LazyPageState; retry(): void } {
  const [state, setState] = useState(() => initialState(load));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(load)) return;
    let settled = false;
    const settle = (next: LazyPageState) => {
      if (settled) return;
      settled = true;
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
      setState(next);
    };
    const slowTimer = setTimeout(() => setState({ status: 'slow' }), LOADING_VIEW_DELAY_MS);
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

  return {
    state,
    retry: () => {
      setState({ status: 'waiting' });
      setAttempt((count) => count + 1);
    },
  };
}
