import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RouteCase } from './route-cases';

/**
 * Opens an in-app address the way a tap on a link does: a new history entry made the way the router
 * makes one (numbered after the current entry, so back arrows know it is not the first), the app kept alive.
 */
export async function openInApp(page: Page, address: string) {
  await page.evaluate((hash) => {
    const current = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (current?.idx ?? 0) + 1 };
    window.history.pushState(state, '', hash);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, `#${address}`);
}

/**
 * Waits until the page on screen is `expected` (its title and its own content) and `gone` shows
 * nothing of its own any more: the wrong-page defect was the previous page's content under the new title.
 */
export async function expectPage(page: Page, expected: RouteCase, gone?: RouteCase) {
  try {
    await page.waitForFunction((title) => document.title === title, expected.title, { timeout: 10_000 });
    await page.locator('main').getByText(expected.marker).first().waitFor({ timeout: 10_000 });
  } catch {
    const seen = await page.evaluate(() => ({
      title: document.title,
      address: window.location.hash,
      text: document.querySelector('main')?.textContent?.slice(0, 120),
    }));
    throw new Error(
      `expected ${expected.route} (${expected.title}: ${expected.marker}), saw ${JSON.stringify(seen)}`,
    );
  }
  if (gone && gone.marker !== expected.marker) {
    const leftovers = await page.locator('main').getByText(gone.marker).count();
    if (leftovers > 0) {
      throw new Error(`${expected.route} still shows ${gone.route}'s content (${gone.marker})`);
    }
  }
}

/**
 * How far the page reaches beyond the viewport sideways: 0 when nothing scrolls sideways. Tab pages
 * scroll their content inside `main`, so its own overflow counts too.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const inMain = main ? main.scrollWidth - main.clientWidth : 0;
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, inMain);
  });
}

/**
 * Waits until the named picture (the first of that name, or the last: a chat's newest) has been fetched and
 * decoded, its signed address answered.
 */
export async function imageLoaded(page: Page, name: string, which: 'first' | 'last' = 'first') {
  const image = page.getByRole('img', { name, exact: true })[which]();
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}
