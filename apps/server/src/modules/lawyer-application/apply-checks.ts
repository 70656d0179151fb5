import {
  flattenLegalTypeLeaves,
  latestPracticeStartYear,
  practiceStartYearTooLate,
  type LawyerApplyBody,
} from '@lawbridge/contract';
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

/**
 * The first year of practice is at most this year in Shanghai (`latestPracticeStartYear`); the contract
 * already keeps it from 1950 on. Refuses with code 1 and the latest year accepted.
 */
export function checkPracticeStartYear(year: number, now: number): void {
  const currentYear = yearInShanghai(now);
  if (year > latestPracticeStartYear(currentYear)) {
    throw AppError.badParams(practiceStartYearTooLate(currentYear));
  }
}

export interface ApplyCheckDeps {
  common: CommonService;
  uploads: UploadRepo;
}

/** The practice fields an application and a profile share: area, legal types and degree. */
export interface PracticeFields {
  area_code: string;
  legal_type_ids: readonly number[];
  degree_id: number;
}

/**
 * The area is a city or district of the tree the clients pick from, every legal type is an enabled leaf,
 * and the degree exists (PRODUCT §5). Refuses with code 1 and the field's message.
 */
export async function checkPracticeFields(common: CommonService, fields: PracticeFields): Promise<void> {
  const place = findAreaPlace(fields.area_code);
  if (!place || place.isProvince) throw AppError.badParams(APPLICATION_MSG.area);

  const leafIds = new Set(flattenLegalTypeLeaves(await common.legalTypeTree()).map((leaf) => leaf.id));
  if (!fields.legal_type_ids.every((id) => leafIds.has(id))) {
    throw AppError.badParams(APPLICATION_MSG.legalTypes);
  }
  const degrees = await common.degrees();
  if (!degrees.some((degree) => degree.id === fields.degree_id)) {
    throw AppError.badParams(APPLICATION_MSG.degree);
  }
}

/** Every image id was uploaded by `userId`; refuses with code 1 `图片不存在` otherwise. */
export async function checkOwnImages(
  uploads: UploadRepo,
  userId: number,
  ids: readonly string[],
): Promise<void> {
  const owned = await Promise.all(ids.map((id) => uploads.isOwnedByUser(id, userId)));
  if (owned.includes(false)) throw AppError.badParams(APPLICATION_MSG.image);
}

/**
 * What the contract cannot check alone (PRODUCT §5): the first year of practice is not in the future, the
 * practice fields are real, and the three images were uploaded by the applicant. Refuses with code 1 and the field's message.
 */
export async function checkApplication(
  deps: ApplyCheckDeps,
  input: { userId: number; body: LawyerApplyBody; now: number },
): Promise<void> {
  const { body, userId } = input;
  checkPracticeStartYear(body.practice_start_year, input.now);
  await checkPracticeFields(deps.common, body);
  await checkOwnImages(deps.uploads, userId, [body.avatar, body.licence_photo, body.id_card_photo]);
}
