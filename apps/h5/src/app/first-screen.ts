import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * The end of the first screen: the first page has drawn (the app shell went: app-shell.ts), the data it
 * asked for has come and the pictures it shows at once have loaded. Work that only warms a cache waits
 * for it, so on a slow phone it never competes with what the user is waiting to see.
 */

let markDrawn: () => void = () => undefined;
const firstPageDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** Called when the first page draws (removeAppShell). */
export function markFirstPageDrawn(): void {
  markDrawn();
}

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
    else window.setTimeout(resolve, 0);
  });

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The pictures the page loads at once (not lazily), until each has loaded or failed. */
function eagerImagesLoaded(): Promise<void> {
  const pending = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** Resolves once the first screen is complete and the main thread is idle. */
export async function afterFirstScreen(queryClient: QueryClient): Promise<void> {
  await Promise.all([loaded(), firstPageDrawn]);
  // The page's queries start in effects after its first draw; their data draws the pictures.
  await idle();
  await queriesSettled(queryClient);
  await idle();
  await eagerImagesLoaded();
  await idle();
}

let complete = false;
const completeListeners = new Set<() => void>();

/** Called by the launch once afterFirstScreen has resolved. */
export function markFirstScreenComplete(): void {
  complete = true;
  for (const listener of completeListeners) listener();
}

function subscribeComplete(listener: () => void): () => void {
  completeListeners.add(listener);
  return () => completeListeners.delete(listener);
}

/** Whether the first screen is complete: pictures below it wait for this, so they never compete with it. */
export function useFirstScreenComplete(): boolean {
  return useSyncExternalStore(subscribeComplete, () => complete);
}
