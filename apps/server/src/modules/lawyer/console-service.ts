import {
  ReviewState,
  type AdminLawyerDetail,
  type AdminLawyerItem,
  type Page,
  type PageQuery,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { audit, type AuditActor } from '../operator/audit';
import type { ImageLinks } from '../upload/image-links';
import { areaDisplayName } from './area-names';
import { createConsoleLawyerRepo, type ConsoleLawyerFilter } from './console-repo';
import type { DirectoryService } from './directory-service';
import { createLawyerRepo } from './lawyer-repo';
import { yearInShanghai } from '../lawyer-application/apply-checks';
import { LAWYER_MSG } from './messages';

/** The console's lawyers (PRODUCT §16): every lawyer with the full phone, and enabling / disabling. */
export function createConsoleLawyerService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: DirectoryService;
  links: ImageLinks;
}) {
  const { db, clock, directory, links } = deps;
  const repo = createConsoleLawyerRepo(db);

  async function list(query: PageQuery & ConsoleLawyerFilter): Promise<Page<AdminLawyerItem>> {
    const [rows, total] = await Promise.all([
      repo.list(query, { offset: (query.page - 1) * query.page_size, limit: query.page_size }),
      repo.count(query),
    ]);
    const list = rows.map(({ area_code, ...row }) => ({ ...row, area_name: areaDisplayName(area_code) }));
    return { list, total, page: query.page, page_size: query.page_size };
  }

  /** One lawyer's whole profile for the console's drawer; code 7 for an unknown uuid. */
  async function detail(input: { uuid: string }): Promise<AdminLawyerDetail> {
    const row = await repo.findDetail(input.uuid);
    if (!row) throw AppError.common(LAWYER_MSG.notFound);
    const [legalTypeNames, application] = await Promise.all([
      repo.legalTypeNames(row.id),
      repo.latestApprovedApplication(row.user_id, ReviewState.receive.value),
    ]);
    return {
      uuid: row.uuid,
      name: row.name,
      phone: row.phone,
      law_firm: row.law_firm,
      area_name: areaDisplayName(row.area_code),
      licence_no: row.licence_no,
      enabled: row.enabled,
      accepting: row.accepting,
      served_orders: row.served_orders,
      created_at: row.created_at,
      // Lawyers' avatars are public; the licence photo is private, signed for the operator.
      avatar: row.avatar_upload_id ? links.publicUrl(row.avatar_upload_id) : null,
      gender: row.gender,
      degree_name: row.degree_name,
      practice_start_year: row.practice_start_year,
      practice_years: Math.max(0, yearInShanghai(clock.now()) - row.practice_start_year),
      legal_type_names: legalTypeNames,
      description: row.description,
      office_address: row.office_address,
      rating: row.rating / 10,
      review_count: row.review_count,
      updated_at: row.updated_at,
      application_id: application?.id ?? null,
      licence_photo: application ? links.signedUrl(application.licence_photo_upload_id) : null,
      disabled_reason: row.enabled === 1 ? null : row.disabled_reason,
    };
  }

  /**
   * A disabled lawyer leaves the directory and can no longer edit the profile; disabling needs a reason,
   * which the lawyer is shown. A banned user's lawyer comes back only with the unban (用户管理). A change is
   * audited in the same transaction; setting the state the lawyer already has changes and records nothing.
   */
  async function setEnabled(input: {
    uuid: string;
    enabled: 0 | 1;
    reason?: string | undefined;
    actor: AuditActor;
  }): Promise<void> {
    const { uuid, enabled, actor } = input;
    const reason = input.reason ?? '';
    if (enabled === 0 && reason.length < 2) throw AppError.badParams(LAWYER_MSG.disableReasonMissing);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const lawyers = createLawyerRepo(trx);
      const lawyer = await lawyers.findByUuid(uuid);
      if (!lawyer) throw AppError.common(LAWYER_MSG.notFound);
      if (lawyer.enabled === enabled) return;
      const banned = enabled === 1 && (await createConsoleLawyerRepo(trx).userBanned(lawyer.user_id));
      if (banned) throw AppError.common(LAWYER_MSG.banned);
      await lawyers.setEnabled(lawyer.id, enabled === 1 ? { enabled } : { enabled, reason }, now);
      await audit(trx, {
        actor,
        action: enabled === 1 ? 'lawyer.enable' : 'lawyer.disable',
        target: `lawyer:${uuid}`,
        detail: enabled === 1 ? null : reason,
        at: now,
      });
    });
    directory.invalidate();
  }

  return { list, detail, setEnabled };
}
