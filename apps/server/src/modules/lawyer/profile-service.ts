import { createStrikes } from '../appeal/strikes';
import type { LawyerDetail, LawyerProfileBody } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { areaCodesOf } from '../common/area-codes';
import { createCommonRepo } from '../common/repo';
import { createCommonService } from '../common/service';
import { lawyerResponseStats } from '../chat/response-stats';
import { createFirmChangeRepo } from '../lawyer-application/firm-change-repo';
import { lawyerPageReviews } from '../review/figures';
import { createUploadRepo } from '../upload/repo';
import type { DirectoryService } from './directory-service';
import { createLawyerRepo, type LawyerRecord } from './lawyer-repo';
import { createLawyerServicesRepo } from './lawyer-services-repo';
import { toDetail } from './lawyer-view';
import { LAWYER_MSG } from './messages';
import { checkProfile } from './profile-checks';
import { loadViewContext } from './view-context';

/** The lawyer page (public) and the lawyer's own profile (PRODUCT §5). */
export function createProfileService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: DirectoryService;
}) {
  const { db, clock, directory } = deps;
  const lawyers = createLawyerRepo(db);
  const commonRepo = createCommonRepo(db);
  const viewRepos = { common: commonRepo, services: createLawyerServicesRepo(db) };
  const checkDeps = { common: createCommonService({ repo: commonRepo }), uploads: createUploadRepo(db) };

  async function present(record: LawyerRecord): Promise<LawyerDetail> {
    const [context, links, choices, reviews, response] = await Promise.all([
      loadViewContext(viewRepos, clock.now()),
      lawyers.legalTypeLinks([record.id]),
      viewRepos.services.choicesOf([record.id]),
      lawyerPageReviews(db, record.id),
      lawyerResponseStats(db, record.id, clock.now()),
    ]);
    const legalTypeIds = links.map((link) => link.legal_type_id);
    return toDetail(record, { legalTypeIds, choices }, context, reviews, response);
  }

  /** A disabled lawyer is shown to nobody but themselves. */
  async function detail(input: { uuid: string; viewerUserId: number | null }): Promise<LawyerDetail> {
    const record = await lawyers.findByUuid(input.uuid);
    const visible = record && (record.enabled === 1 || record.user_id === input.viewerUserId);
    if (!visible) throw AppError.common(LAWYER_MSG.notFound);
    return present(record);
  }

  /**
   * Only a certified, enabled lawyer edits, and only their own profile; one transaction. A firm other than
   * the approved one is not written: it waits for an operator as a change of 执业机构 (issue 18).
   */
  async function update(input: { userId: number; body: LawyerProfileBody }): Promise<LawyerDetail> {
    const { userId, body } = input;
    const own = await lawyers.findByUserId(userId);
    if (!own) throw AppError.forbidden('not a certified lawyer');
    if (body.uuid !== undefined && body.uuid !== own.uuid) throw AppError.forbidden('another lawyer');
    if (own.enabled !== 1) throw AppError.common(LAWYER_MSG.disabled);
    // Three upheld appeals paused 接单中 (PRODUCT §12a): only an operator's review lifts it.
    if (body.accepting === 1 && own.accepting !== 1 && (await createStrikes(db).openPause(own.id))) {
      throw AppError.common(LAWYER_MSG.strikePaused);
    }
    await checkProfile(checkDeps, {
      userId,
      body,
      storedStartYear: own.practice_start_year,
      now: clock.now(),
    });

    const changes = {
      ...(body.avatar ? { avatar_upload_id: body.avatar } : {}),
      ...(body.practice_start_year === undefined ? {} : { practice_start_year: body.practice_start_year }),
      ...areaCodesOf(body.area_code),
      degree_id: body.degree_id,
      description: body.description,
      accepting: body.accepting,
      ...(body.office_address === undefined ? {} : { office_address: body.office_address }),
      updated_at: clock.now(),
    };
    await db.transaction().execute(async (trx) => {
      await createLawyerRepo(trx).updateProfile(own.id, changes, body.legal_type_ids);
      if (body.law_firm !== own.law_firm) {
        await createFirmChangeRepo(trx).requestChange({
          lawyerId: own.id,
          previousLawFirm: own.law_firm,
          lawFirm: body.law_firm,
          now: clock.now(),
        });
      }
      // A lawyer's avatar is public: the directory and the lawyer page show it to everyone.
      if (body.avatar) await createUploadRepo(trx).markPublic(body.avatar);
    });
    directory.invalidate();
    const updated = await lawyers.findByUuid(own.uuid);
    if (!updated) throw new Error(`lawyer ${own.uuid} vanished while updating`);
    return present(updated);
  }

  return { detail, update };
}

export type ProfileService = ReturnType<typeof createProfileService>;
