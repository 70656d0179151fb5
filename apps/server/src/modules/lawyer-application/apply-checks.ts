import { flattenLegalTypeLeaves, type LawyerApplyBody } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { CommonService } from '../common/service';
import type { UploadRepo } from '../upload/repo';
import { findAreaPlace } from './area-places';
import { APPLICATION_MSG } from './messages';

const shanghaiYear = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' });

/** The calendar year in Asia/Shanghai at `now` (UTC epoch ms). */
export function yearInShanghai(now: number): number {
  return Number(shanghaiYear.format(now));
}

export interface ApplyCheckDeps {
  common: CommonService;
  uploads: UploadRepo;
}

/**
 * What the contract cannot check alone (PRODUCT §5): the year has begun, the area is a city or district
 * of the tree the clients pick from, every legal type is an enabled leaf, the degree exists, and both
 * images were uploaded by the applicant. Refuses with code 1 and the field's message.
 */
export async function checkApplication(
  deps: ApplyCheckDeps,
  input: { userId: number; body: LawyerApplyBody; now: number },
): Promise<void> {
  const { body, userId } = input;
  if (body.practice_start_year > yearInShanghai(input.now)) {
    throw AppError.badParams(APPLICATION_MSG.practiceYear);
  }
  const place = findAreaPlace(body.area_code);
  if (!place || place.isProvince) throw AppError.badParams(APPLICATION_MSG.area);

  const leafIds = new Set(flattenLegalTypeLeaves(await deps.common.legalTypeTree()).map((leaf) => leaf.id));
  if (!body.legal_type_ids.every((id) => leafIds.has(id))) {
    throw AppError.badParams(APPLICATION_MSG.legalTypes);
  }
  const degrees = await deps.common.degrees();
  if (!degrees.some((degree) => degree.id === body.degree_id))
    throw AppError.badParams(APPLICATION_MSG.degree);

  const owned = await Promise.all(
    [body.avatar, body.licence_photo].map((id) => deps.uploads.isOwnedByUser(id, userId)),
  );
  if (owned.includes(false)) throw AppError.badParams(APPLICATION_MSG.image);
}
