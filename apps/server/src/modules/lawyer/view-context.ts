import type { CommonRepo } from '../common/repo';
import { yearInShanghai } from '../lawyer-application/apply-checks';
import type { ViewContext } from './lawyer-view';

/** The enabled legal types and order configs, and the current year in China, for presenting lawyers. */
export async function loadViewContext(common: CommonRepo, now: number): Promise<ViewContext> {
  const [legalTypes, orderConfigs] = await Promise.all([
    common.enabledLegalTypes(),
    common.enabledOrderConfigs(),
  ]);
  return { legalTypes, orderConfigs, currentYear: yearInShanghai(now) };
}
