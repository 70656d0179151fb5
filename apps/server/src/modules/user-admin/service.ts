import type { AdminUserDetail, AdminUserItem, AdminUserQuery, Page } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import type { ImageLinks } from '../upload/image-links';
import { createUserActivityRepo } from './activity-repo';
import { USER_ADMIN_MSG } from './messages';
import { createConsoleUserRepo } from './repo';
import { appointmentLine, consoleUserItem, serviceOrderLine } from './user-view';

/** The console's 用户管理: users by phone or nickname, and one user's profile with what they did. */
export function createConsoleUserService(deps: { db: Kysely<Database>; links: ImageLinks }) {
  const { db, links } = deps;
  const users = createConsoleUserRepo(db);
  const activity = createUserActivityRepo(db);

  async function list(query: AdminUserQuery): Promise<Page<AdminUserItem>> {
    const [rows, total] = await Promise.all([
      users.list(query, { offset: (query.page - 1) * query.page_size, limit: query.page_size }),
      users.count(query),
    ]);
    return { list: rows.map(consoleUserItem), total, page: query.page, page_size: query.page_size };
  }

  /** One user: profile, lawyer profile, ban, and the latest of their orders, reviews and feedback. */
  async function detail(input: { uuid: string }): Promise<AdminUserDetail> {
    const row = await users.findByUuid(input.uuid);
    if (!row) throw AppError.common(USER_ADMIN_MSG.notFound);
    const lawyer = await users.lawyerOf(row.id);
    const owner = { userId: row.id, lawyerId: lawyer?.id ?? null };
    const [serviceOrders, appointments, reviews, feedback] = await Promise.all([
      activity.serviceOrders(owner),
      activity.appointments(owner),
      activity.reviews(owner),
      activity.feedback(owner),
    ]);
    return {
      ...consoleUserItem(row),
      avatar: row.avatar_upload_id ? links.publicUrl(row.avatar_upload_id) : null,
      gender: row.gender,
      lawyer: lawyer ? { uuid: lawyer.uuid, name: lawyer.name, enabled: lawyer.enabled } : null,
      service_orders: {
        total: serviceOrders.total,
        list: serviceOrders.rows.map((order) => serviceOrderLine(order, row.id)),
      },
      appointments: {
        total: appointments.total,
        list: appointments.rows.map((order) => appointmentLine(order, row.id)),
      },
      reviews,
      feedback,
    };
  }

  return { list, detail };
}
