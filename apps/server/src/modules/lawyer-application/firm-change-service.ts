import {
  ReviewState,
  type AdminFirmChangeItem,
  type FirmChange,
  type Page,
  type PageQuery,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { DirectoryService } from '../lawyer/directory-service';
import { NO_NOTICES, type NewNotification, type Notifier } from '../notification/notifier';
import { audit } from '../operator/audit';
import { createFirmChangeRepo, type FirmChangeRecord } from './firm-change-repo';
import { APPLICATION_MSG } from './messages';
import type { ApplicationDecision } from './review-decision';
import type { ReviewActor } from './review-service';

type FirmChangeRow = Omit<
  FirmChangeRecord,
  'lawyer_uuid' | 'lawyer_name' | 'licence_no' | 'user_id' | 'lawyer_phone'
>;

function toFirmChange(row: FirmChangeRow): FirmChange {
  return {
    id: row.id,
    previous_law_firm: row.previous_law_firm,
    law_firm: row.law_firm,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

function toAdminItem(record: FirmChangeRecord): AdminFirmChangeItem {
  return {
    ...toFirmChange(record),
    lawyer_uuid: record.lawyer_uuid,
    lawyer_name: record.lawyer_name,
    lawyer_phone: record.lawyer_phone,
    licence_no: record.licence_no,
  };
}

/** The lawyer hears of the decision on 编辑资料. */
const decisionNotice = (userId: number, title: string, body: string): NewNotification => ({
  userId,
  kind: 'firm_change_decided',
  title,
  body,
  link: '/pages/lawyer/profile/user',
});

/**
 * Changes of 执业机构 (issue 18): the lawyer's latest one, and the console's queue and decisions. Approval
 * writes the new firm onto the profile in the decision's transaction.
 */
export function createFirmChangeService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  directory: Pick<DirectoryService, 'invalidate'>;
  notifier: Notifier;
}) {
  const { db, clock, directory, notifier } = deps;
  const changes = createFirmChangeRepo(db);

  /** The signed-in lawyer's latest change; null when they never asked for one. */
  async function latestOfUser(userId: number): Promise<FirmChange | null> {
    const lawyer = await db
      .selectFrom('lawyers')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!lawyer) throw AppError.forbidden('not a certified lawyer');
    const row = await changes.latestOf(lawyer.id);
    return row ? toFirmChange(row) : null;
  }

  async function list(
    query: PageQuery & { status?: number | undefined },
  ): Promise<Page<AdminFirmChangeItem>> {
    const offset = (query.page - 1) * query.page_size;
    const [records, total] = await Promise.all([
      changes.list(query.status, { offset, limit: query.page_size }),
      changes.count(query.status),
    ]);
    return { list: records.map(toAdminItem), total, page: query.page, page_size: query.page_size };
  }

  /** Decides a waiting change inside `trx`; code 7 when unknown or already decided. */
  async function decideWaiting(
    trx: Kysely<Database>,
    input: {
      id: number;
      status: ApplicationDecision['status'];
      reason: string | null;
      actor: ReviewActor;
      now: number;
    },
  ): Promise<FirmChangeRecord> {
    const repo = createFirmChangeRepo(trx);
    const record = await repo.findById(input.id);
    if (!record) throw AppError.common(APPLICATION_MSG.firmChangeNotFound);
    const decided = await repo.decide(input.id, {
      status: input.status,
      reason: input.reason,
      decidedAt: input.now,
      decidedBy: input.actor.operatorId,
    });
    if (!decided) throw AppError.common(APPLICATION_MSG.alreadyDecided);
    return record;
  }

  async function approve(input: { id: number; actor: ReviewActor }): Promise<void> {
    const now = clock.now();
    let notices = NO_NOTICES;
    await db.transaction().execute(async (trx) => {
      const record = await decideWaiting(trx, {
        ...input,
        status: ReviewState.receive.value,
        reason: null,
        now,
      });
      await trx
        .updateTable('lawyers')
        .set({ law_firm: record.law_firm, updated_at: now })
        .where('id', '=', record.lawyer_id)
        .execute();
      await audit(trx, {
        actor: input.actor,
        action: 'lawyer.firm_approve',
        target: `lawyer:${record.lawyer_uuid}`,
        detail: `${record.previous_law_firm} → ${record.law_firm}`,
        at: now,
      });
      notices = await notifier.record(
        trx,
        [decisionNotice(record.user_id, '执业机构变更已通过', `您的执业机构已更新为${record.law_firm}`)],
        now,
      );
    });
    directory.invalidate();
    await notifier.push(notices);
  }

  async function reject(input: { id: number; reason: string; actor: ReviewActor }): Promise<void> {
    const now = clock.now();
    let notices = NO_NOTICES;
    await db.transaction().execute(async (trx) => {
      const record = await decideWaiting(trx, { ...input, status: ReviewState.reject.value, now });
      await audit(trx, {
        actor: input.actor,
        action: 'lawyer.firm_reject',
        target: `lawyer:${record.lawyer_uuid}`,
        detail: `${record.law_firm}：${input.reason}`,
        at: now,
      });
      notices = await notifier.record(
        trx,
        [decisionNotice(record.user_id, '执业机构变更未通过', `原因：${input.reason}`)],
        now,
      );
    });
    await notifier.push(notices);
  }

  return { latestOfUser, list, approve, reject };
}

export type FirmChangeService = ReturnType<typeof createFirmChangeService>;
