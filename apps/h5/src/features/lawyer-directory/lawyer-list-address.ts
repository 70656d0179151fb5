import { PATHS } from '../../app/paths';
import { withQuery } from '../../lib/url';
import type { LawyerFilters } from './lawyer-filters';

/** `focus=search` asks the list to focus its search box (the home search entry opens it so). */
export const FOCUS_SEARCH = 'search';

/** The list address for `filters`; the default sort is left out. Kept free of schemas for the home page. */
export function lawyerListAddress(filters: Partial<LawyerFilters> & { focus?: typeof FOCUS_SEARCH }): string {
  return withQuery(PATHS.lawyerList, {
    keyword: filters.keyword,
    area_code: filters.area_code,
    legal_type_id: filters.legal_type_id,
    sort: filters.sort === 'default' ? undefined : filters.sort,
    focus: filters.focus,
  });
}
