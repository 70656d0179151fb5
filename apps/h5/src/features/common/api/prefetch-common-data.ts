import type { QueryClient } from '@tanstack/react-query';
import { areaTreeQueryOptions } from './get-area-tree';
import { degreesQueryOptions } from './get-degrees';
import { legalTypeTreeQueryOptions } from './get-legal-type-tree';
import { paymentConfigQueryOptions } from './get-payment-config';

/** Loads the common data into the query cache (seed §7 launch); failures were already shown. */
export function prefetchCommonData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(areaTreeQueryOptions()),
    queryClient.prefetchQuery(legalTypeTreeQueryOptions()),
    queryClient.prefetchQuery(degreesQueryOptions()),
    queryClient.prefetchQuery(paymentConfigQueryOptions()),
  ]).then(() => undefined);
}
