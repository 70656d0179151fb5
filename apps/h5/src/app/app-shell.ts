import { useLayoutEffect } from 'react';
import { markFirstPageDrawn } from './first-screen';

/**
 * The static app shell (scripts/app-shell.ts): painted from index.html before any JS has loaded, as an
 * overlay at the top of the column (the home header and search box, or the route's bar), and removed
 * in the same frame the real page first paints, so it never flashes away and shifts nothing.
 */
export const APP_SHELL_ID = 'app-shell';

/** Lazily loaded pages still waiting for their chunk; the shell stays while any is. */
let waitingPages = 0;

export function removeAppShell(): void {
  document.getElementById(APP_SHELL_ID)?.remove();
  markFirstPageDrawn();
}

/**
 * For LazyPage: while its chunk loads (`waiting`, nothing drawn) the shell stays; once it draws
 * something (the page, the loading or the error view) and no nested page is still waiting (the home
 * route is a lazy page that picks a lazy page), the shell goes. Layout effects run before paint.
 */
export function useAppShellWhile(waiting: boolean): void {
  useLayoutEffect(() => {
    if (waiting) {
      waitingPages += 1;
      return () => {
        waitingPages -= 1;
      };
    }
    if (waitingPages === 0) removeAppShell();
    return undefined;
  }, [waiting]);
}

/** For views drawn without a lazy page (not found, route errors): the shell goes at once. */
export function useNoAppShell(): void {
  useLayoutEffect(removeAppShell, []);
}
