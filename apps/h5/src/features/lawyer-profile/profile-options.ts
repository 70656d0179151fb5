import type { AreaNode, Degree, LegalTypeNode } from '@lawbridge/contract';
import { useQueries } from '@tanstack/react-query';
import type { AsyncQuery } from '../../components/async-view';
import { areaTreeQueryOptions } from '../common/api/get-area-tree';
import { degreesQueryOptions } from '../common/api/get-degrees';
import { legalTypeTreeQueryOptions } from '../common/api/get-legal-type-tree';

/** The common data a lawyer's profile form picks from (seed §7 loads it at launch). */
export interface ProfileOptions {
  areas: AreaNode[];
  legalTypes: LegalTypeNode[];
  degrees: Degree[];
}

/** The area tree, legal-type tree and degree list as one query for AsyncView. */
export function useProfileOptions(): AsyncQuery<ProfileOptions> {
  return useQueries({
    queries: [areaTreeQueryOptions(), legalTypeTreeQueryOptions(), degreesQueryOptions()],
    combine: ([areas, legalTypes, degrees]) => ({
      data:
        areas.data && legalTypes.data && degrees.data
          ? { areas: areas.data, legalTypes: legalTypes.data, degrees: degrees.data }
          : undefined,
      isPending: areas.isPending || legalTypes.isPending || degrees.isPending,
      isError: areas.isError || legalTypes.isError || degrees.isError,
      refetch: () => Promise.all([areas.refetch(), legalTypes.refetch(), degrees.refetch()]),
    }),
  });
}
