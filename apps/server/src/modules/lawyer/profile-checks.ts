import { flattenLegalTypeLeaves, type LawyerProfileBody } from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { CommonService } from '../common/service';
import { findAreaPlace } from '../lawyer-application/area-places';
import { APPLICATION_MSG } from '../lawyer-application/messages';
import type { UploadRepo } from '../upload/repo';

export interface ProfileCheckDeps {
  common: CommonService;
  uploads: UploadRepo;
}

/**
 * What the contract cannot check alone, as for an application (PRODUCT §5): the area is a city or
 * district of the tree the clients pick from, every legal type is an enabled leaf, the degree exists
 * and a new avatar was uploaded by this user. Refuses with code 1 and the field's message.
 */
export async function checkProfile(
  deps: ProfileCheckDeps,
  input: { userId: number; body: LawyerProfileBody },
): Promise<void> {
  const { body, userId } = input;
  const place = findAreaPlace(body.area_code);
  if (!place || place.isProvince) throw AppError.badParams(APPLICATION_MSG.area);

  const leafIds = new Set(flattenLegalTypeLeaves(await deps.common.legalTypeTree()).map((leaf) => leaf.id));
  if (!body.legal_type_ids.every((id) => leafIds.has(id))) {
    throw AppError.badParams(APPLICATION_MSG.legalTypes);
  }
  const degrees = await deps.common.degrees();
  if (!degrees.some((degree) => degree.id === body.degree_id))
    throw AppError.badParams(APPLICATION_MSG.degree);

  if (body.avatar && !(await deps.uploads.isOwnedByUser(body.avatar, userId))) {
    throw AppError.badParams(APPLICATION_MSG.image);
  }
}
