import { ReviewState, type AdminApplicationItem, type Page, type PageQuery } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { areaCodesOf } from '../common/area-codes';
import { pinyinInitials } from '../common/pinyin-initials';
import type { DirectoryService } from '../lawyer/directory-service';
import { audit } from '../operator/audit';
import type { ImageLinks } from '../upload/image-links';
import { createUploadRepo } from '../upload/repo';
import { createUserRepo } from '../user/repo';
import { createCertifiedLawyerRepo, type CertifiedProfile } from './certified-lawyer-repo';
import { withLicenceWarnings } from './licence-warnings';
import { APPLICATION_MSG } from './messages';
import { presentForOperator } from './present';
import {
  createApplicationRepo,
  type ApplicationDecision,
  type ApplicationFilter,
  type ApplicationRecord,
} from './repo';
import { NO_NOTICES, type NewNotification, type Notifier } from '../notification/notifier';

/** The operator deciding, with the address the decision came from (for the audit log). */
export interface ReviewActor {
  operatorId: number;
  ip: string;
}

/**
 * The lawyer profile an approved application describes; approval opens it for orders (接单中). A new
 * lawyer starts enabled; a disabled lawyer stays disabled (the upsert never writes `enabled`).
 */
function certifiedProfile(record: ApplicationRecord, now: number): CertifiedProfile {
  return {
    uuid: record.user_uuid,
    user_id: record.user_id,
    name: record.real_name,
    gender: record.gender,
    licence_no: record.licence_no,
    law_firm: record.law_firm,
    practice_start_year: record.practice_start_year,
    ...areaCodesOf(record.area_code),
    degree_id: record.degree_id,
    avatar_upload_id: record.avatar_upload_id,
    description: record.description,
    accepting: 1,
    name_pinyin_initials: pinyinInitials(record.real_name),
    updated_at: now,
  };
}

/** The console's side of certification (PRODUCT §5, §16): the queue, one application, approve, reject. */
/** The applicant hears of the decision on 认证状态. */
const decisionNotice = (userId: number, title: string, body: string): NewNotification => ({
  userId,
  kind: 'application_decided',
  title,
  body,
  link: '/pages/lawyer/profile/applyStatus',
});

export function createReviewService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The directory's cache learns of the new or changed lawyer once the approval has committed. */
  directory: Pick<DirectoryService, 'invalidate'>;
  links: ImageLinks;
  /** Tells the applicant of the decision (PRODUCT §14). */
  notifier: Notifier;
}) {
  const { db, clock, directory, links } = deps;
  const applications = createApplicationRepo(db);
  const lawyers = createCertifiedLawyerRepo(db);

  async function list(query: PageQuery & ApplicationFilter): Promise<Page<AdminApplicationItem>> {
    const offset = (query.page - 1) * query.page_size;
    const [records, total] = await Promise.all([
      applications.list(query, { offset, limit: query.page_size }),
      applications.count(query),
    ]);
    const list = await withLicenceWarnings(lawyers, await presentForOperator(applications, links, records));
    return { list, total, page: query.page, page_size: query.page_size };
  }

  async function detail(input: { id: number }): Promise<AdminApplicationItem> {
    const record = await applications.findById(input.id);
    if (!record) throw AppError.common(APPLICATION_MSG.notFound);
    const [item] = await withLicenceWarnings(
      lawyers,
      await presentForOperator(applications, links, [record]),
    );
    if (!item) throw new Error(`lawyer application ${input.id} was not presented`);
    return item;
  }

  /** Moves a waiting application to its decision inside `trx`; code 7 when unknown or already decided. */
  async function decideWaiting(
    trx: Kysely<Database>,
    id: number,
    decision: ApplicationDecision,
  ): Promise<ApplicationRecord> {
    const repo = createApplicationRepo(trx);
    const record = await repo.findById(id);
    if (!record) throw AppError.common(APPLICATION_MSG.notFound);
    if (!(await repo.decide(id, decision))) throw AppError.common(APPLICATION_MSG.alreadyDecided);
    return record;
  }

  /** Approves: the user becomes a lawyer with the profile the application describes; one transaction. */
  async function approve(input: { id: number; actor: ReviewActor }): Promise<void> {
    const { id, actor } = input;
    const now = clock.now();
    let notices = NO_NOTICES;
    await db.transaction().execute(async (trx) => {
      const decision = {
        status: ReviewState.receive.value,
        reason: null,
        decidedAt: now,
        decidedBy: actor.operatorId,
      };
      const record = await decideWaiting(trx, id, decision);
      const certified = createCertifiedLawyerRepo(trx);
      const holder = await certified.licenceHolder(record.licence_no, record.user_id);
      if (holder) throw AppError.common(APPLICATION_MSG.licenceHeldByLawyer(holder.name));
      const existing = await certified.findByUser(record.user_id);
      const legalTypes = await createApplicationRepo(trx).legalTypesOf([id]);
      await certified.upsert(
        certifiedProfile(record, now),
        legalTypes.map((type) => type.id),
        now,
      );
      await createUserRepo(trx).update(record.user_id, { is_lawyer: 1, updated_at: now });
      // The application's avatar is now the lawyer's, shown to everyone at its stable address.
      await createUploadRepo(trx).markPublic(record.avatar_upload_id);
      await audit(trx, {
        actor,
        action: 'application.approve',
        target: `application:${id}`,
        detail:
          `${record.real_name}（执业证号 ${record.licence_no}）` +
          (existing?.enabled === 0 ? '；律师已停用，通过后仍停用' : ''),
        at: now,
      });
      notices = await deps.notifier.record(
        trx,
        [decisionNotice(record.user_id, '律师认证已通过', '您已成为认证律师，可以开始接单')],
        now,
      );
    });
    directory.invalidate();
    await deps.notifier.push(notices);
  }

  /** Rejects with the reason the applicant will read; they may then apply again. */
  async function reject(input: { id: number; reason: string; actor: ReviewActor }): Promise<void> {
    const { id, reason, actor } = input;
    const now = clock.now();
    let notices = NO_NOTICES;
    await db.transaction().execute(async (trx) => {
      const decision = {
        status: ReviewState.reject.value,
        reason,
        decidedAt: now,
        decidedBy: actor.operatorId,
      };
      const record = await decideWaiting(trx, id, decision);
      await audit(trx, {
        actor,
        action: 'application.reject',
        target: `application:${id}`,
        detail: `${record.real_name}：${reason}`,
        at: now,
      });
      notices = await deps.notifier.record(
        trx,
        [decisionNotice(record.user_id, '律师认证未通过', `原因：${reason}`)],
        now,
      );
    });
    await deps.notifier.push(notices);
  }

  return { list, detail, approve, reject };
}

export type ReviewService = ReturnType<typeof createReviewService>;
