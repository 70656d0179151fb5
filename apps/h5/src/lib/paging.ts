import type { Page } from '@lawbridge/contract';

/** The page after `last` for an infinite list, or undefined once every item has been loaded. */
export function nextPageOf(last: Page<unknown>): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}
