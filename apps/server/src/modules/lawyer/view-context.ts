import type { CommonRepo } from '../common/repo';
import { yearInShanghai } from '../lawyer-application/apply-checks';
import type { LawyerServicesRepo } from './lawyer-services-repo';
import type { ViewContext } from './lawyer-view';

/** The enabled legal types, order configs and service bands, and the current year in China, for presenting lawyers. */
export async function loadViewContext(
  repos: { common: CommonRepo; services: LawyerServicesRepo },
  now: number,
): Promise<ViewContext> {
  const [legalTypes, orderConfigs, bands] = await Promise.all([
    repos.common.enabledLegalTypes(),
    repos.common.enabledOrderConfigs(),
    repos.services.enabledBands(),
  ]);
  return { legalTypes, orderConfigs, bands, currentYear: yearInShanghai(now) };
}
