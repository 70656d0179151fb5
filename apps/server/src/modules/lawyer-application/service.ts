import type { IsApplyResult, LawyerApplication, LawyerApplyBody } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { createCommonRepo } from '../common/repo';
import { createCommonService } from '../common/service';
import type { ImageLinks } from '../upload/image-links';
import { createUploadRepo } from '../upload/repo';
import { checkApplication } from './apply-checks';
import { createCertifiedLawyerRepo } from './certified-lawyer-repo';
import { APPLICATION_MSG } from './messages';
import { presentForApplicant } from './present';
import { createApplicationRepo } from './repo';

function applyStatus(status: number): IsApplyResult['status'] {
  if (status === 0 || status === 1 || status === 2) return status;
  throw new Error(`unknown lawyer application status ${status}`);
}

/** The applicant's side of lawyer certification (PRODUCT §5): apply, and see the latest application. */
export function createApplicationService(deps: { db: Kysely<Database>; clock: Clock; links: ImageLinks }) {
  const { db, clock, links } = deps;
  const applications = createApplicationRepo(db);
  const lawyers = createCertifiedLawyerRepo(db);
  const checkDeps = {
    common: createCommonService({ repo: createCommonRepo(db) }),
    uploads: createUploadRepo(db),
  };

  /** Stores a waiting application; one waiting application per user (code 7 otherwise). */
  async function apply(input: { userId: number; body: LawyerApplyBody }): Promise<LawyerApplication> {
    const { userId, body } = input;
    const now = clock.now();
    await checkApplication(checkDeps, { userId, body, now });
    if (await lawyers.licenceHolder(body.licence_no, userId)) {
      throw AppError.common(APPLICATION_MSG.licenceHeld);
    }
    const id = await db.transaction().execute(async (trx) =>
      createApplicationRepo(trx).insertWaiting(
        {
          user_id: userId,
          real_name: body.real_name,
          gender: body.gender,
          licence_no: body.licence_no,
          law_firm: body.law_firm,
          practice_start_year: body.practice_start_year,
          area_code: body.area_code,
          degree_id: body.degree_id,
          avatar_upload_id: body.avatar,
          licence_photo_upload_id: body.licence_photo,
          id_card_photo_upload_id: body.id_card_photo,
          description: body.description,
          reason: null,
          created_at: now,
          decided_at: null,
          decided_by: null,
        },
        body.legal_type_ids,
      ),
    );
    if (id === undefined) throw AppError.common(APPLICATION_MSG.alreadyWaiting);
    const record = await applications.findById(id);
    if (!record) throw new Error(`lawyer application ${id} vanished after insert`);
    return presentForApplicant(applications, links, record);
  }

  /** The user's latest application and its state; status null when they never applied. */
  async function latest(input: { userId: number }): Promise<IsApplyResult> {
    const record = await applications.latestOfUser(input.userId);
    if (!record) return { status: null, reason: null, application: null };
    return {
      status: applyStatus(record.status),
      reason: record.reason,
      application: await presentForApplicant(applications, links, record),
    };
  }

  return { apply, latest };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
