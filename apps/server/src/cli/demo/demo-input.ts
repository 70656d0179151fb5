import { flattenLegalTypeLeaves } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { areaTree } from '../../modules/common/area-tree';
import { createCommonRepo } from '../../modules/common/repo';
import { createCommonService } from '../../modules/common/service';
import type { DemoLawyerInput } from './lawyers';
import { provincePlaces } from './places';

/** What the lawyer generator draws from: mainland places, legal-type leaves and degrees of this database. */
export async function loadDemoLawyerInput(
  db: Kysely<Database>,
  input: { count: number; now: number },
): Promise<DemoLawyerInput> {
  const common = createCommonService({ repo: createCommonRepo(db) });
  return {
    count: input.count,
    provinces: provincePlaces(areaTree()),
    legalTypeLeaves: flattenLegalTypeLeaves(await common.legalTypeTree()),
    degrees: await common.degrees(),
    currentYear: new Date(input.now).getUTCFullYear(),
  };
}
