import type { LawyerProfileBody } from '@lawbridge/contract';
import type { CommonService } from '../common/service';
import {
  checkOwnImages,
  checkPracticeFields,
  checkPracticeStartYear,
} from '../lawyer-application/apply-checks';
import type { UploadRepo } from '../upload/repo';

export interface ProfileCheckDeps {
  common: CommonService;
  uploads: UploadRepo;
}

/**
 * What the contract cannot check alone, as for an application (PRODUCT §5): a changed first year of
 * practice is at most last year (an unchanged one is kept as approved, so a lawyer can still switch
 * 接单状态), the practice fields are real and a new avatar was uploaded by this user. Refuses with
 * code 1 and the field's message.
 */
export async function checkProfile(
  deps: ProfileCheckDeps,
  input: { userId: number; body: LawyerProfileBody; storedStartYear: number; now: number },
): Promise<void> {
  const { body, userId } = input;
  const year = body.practice_start_year;
  if (year !== undefined && year !== input.storedStartYear) checkPracticeStartYear(year, input.now);
  await checkPracticeFields(deps.common, body);
  if (body.avatar) await checkOwnImages(deps.uploads, userId, [body.avatar]);
}
