import { useListSearch } from '../../lib/use-list-search';
import type { FeedbackListParams } from './api/get-feedback';

export type HandledFilter = 'all' | 'waiting' | 'handled';

const HANDLED_VALUES: Record<Exclude<HandledFilter, 'all'>, 0 | 1> = { waiting: 0, handled: 1 };

function parseHandled(raw: string | undefined): HandledFilter {
  return raw === 'waiting' || raw === 'handled' ? raw : 'all';
}

/** 待处理/已处理 filter and page of the feedback inbox, kept in the address. */
export function useFeedbackListParams() {
  const { paging, filters, setPage, setFilter } = useListSearch(['handled']);
  const handled = parseHandled(filters.handled);
  const params: FeedbackListParams = {
    ...paging,
    ...(handled === 'all' ? {} : { handled: HANDLED_VALUES[handled] }),
  };
  return {
    params,
    handled,
    setPage,
    setHandled: (next: HandledFilter) => setFilter('handled', next === 'all' ? undefined : next),
  };
}
