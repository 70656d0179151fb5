import type { PageLoader, PageProps } from '../page-types';

/** Loads a page together with the pull-to-refresh frame, so neither weighs on the entry chunk. */
export function withPullToRefresh(load: PageLoader): PageLoader {
  return async () => {
    const [{ default: Page }, { RefreshFrame }] = await Promise.all([load(), import('./refresh-frame')]);
    function RefreshablePage(props: PageProps) {
      return (
        <RefreshFrame>
          <Page {...props} />
        </RefreshFrame>
      );
    }
    return { default: RefreshablePage };
  };
}
