import type {
  AppealActionBody,
  AppealAnswerBody,
  AppealCreateBody,
  AppealDetail,
  AppealEligibility,
  AppealEligibilityQuery,
  AppealListQuery,
  AppealSummary,
  Page,
  PersonActor,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import type { AppealRow } from '../../core/db/schema-appeals';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import type { ImageLinks } from '../upload/image-links';
import { APPEAL_KIND, createAppealRepo, isOpenAppeal } from './repo';
import { appealDeadlineOf, appealRefusal, type AppealService } from './service';
import { appealDetailOf, appealSummaryOf } from './view';

/** The signed-in lawyer's id; 无权操作 for users who are no lawyer. */
async function lawyerIdOf(db: Kysely<Database>, userId: number): Promise<number> {
  const lawyer = await db.selectFrom('lawyers').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!lawyer) throw AppError.forbidden(`user ${userId} is no lawyer`);
  return lawyer.id;
}

/**
 * What customers and lawyers do with appeals through the API: each side only its own appeals (another's,
 * or one that does not exist, answers `无权操作`), an appeal only on the customer's own order.
 */
export function createUserAppeals(deps: { db: Kysely<Database>; service: AppealService; links: ImageLinks }) {
  const { db, service, links } = deps;
  const appeals = createAppealRepo(db);

  async function ownAppeal(id: number, side: PersonActor, userId: number): Promise<AppealRow> {
    const appeal = await appeals.findById(id);
    const owner = side === 'customer' ? userId : await lawyerIdOf(db, userId);
    if (!appeal || (side === 'customer' ? appeal.customer_id : appeal.lawyer_id) !== owner) {
      throw AppError.forbidden(`appeal ${id} is not user ${userId}'s`);
    }
    return appeal;
  }

  async function customersOrder(kind: AppealEligibilityQuery['order_kind'], orderNo: string, userId: number) {
    const order = await service.findOrder(kind, orderNo);
    if (!order || order.customer_id !== userId)
      throw AppError.forbidden(`order ${orderNo} is not user ${userId}'s`);
    return order;
  }

  async function detail(appeal: AppealRow, viewer: PersonActor): Promise<AppealDetail> {
    const [row, order, events, customer, lawyer] = await Promise.all([
      appeals.withNames(appeal.id),
      service.orderOf(appeal),
      createOrderEventsRepo(db).listFor(APPEAL_KIND, appeal.id),
      appeals.uploadsOf(appeal.id, 'customer'),
      appeals.uploadsOf(appeal.id, 'lawyer'),
    ]);
    return appealDetailOf({ row: row!, order, events, uploads: { customer, lawyer }, viewer, links });
  }

  async function page(
    filter: { customerId: number } | { lawyerId: number },
    query: AppealListQuery,
  ): Promise<Page<AppealSummary>> {
    const { rows, total } = await appeals.listPage({
      filter: { ...filter, state: query.state },
      page: query.page,
      pageSize: query.page_size,
    });
    return { list: rows.map(appealSummaryOf), total, page: query.page, page_size: query.page_size };
  }

  return {
    async create(input: { userId: number; body: AppealCreateBody }): Promise<AppealDetail> {
      const order = await customersOrder(input.body.order_kind, input.body.order_no, input.userId);
      const id = await service.create({ customerId: input.userId, order, body: input.body });
      return detail((await appeals.findById(id))!, 'customer');
    },

    async eligibility(input: {
      userId: number;
      query: AppealEligibilityQuery;
      now: number;
    }): Promise<AppealEligibility> {
      const order = await customersOrder(input.query.order_kind, input.query.order_no, input.userId);
      const ofOrder = await appeals.ofOrder(order.kind, order.id);
      const open = ofOrder.find((appeal) => isOpenAppeal(appeal.state)) ?? null;
      const reason = appealRefusal(order, open !== null, input.now);
      return {
        order_title: order.title,
        document_id: order.document_id,
        can_appeal: reason === null,
        reason,
        deadline: appealDeadlineOf(order),
        open_appeal_id: open?.id ?? null,
        appeal_ids: ofOrder.map((appeal) => appeal.id),
      };
    },

    listAsCustomer: (input: { userId: number; query: AppealListQuery }) =>
      page({ customerId: input.userId }, input.query),

    async listAsLawyer(input: { userId: number; query: AppealListQuery }) {
      return page({ lawyerId: await lawyerIdOf(db, input.userId) }, input.query);
    },

    async detail(input: { userId: number; id: number; side: PersonActor }): Promise<AppealDetail> {
      return detail(await ownAppeal(input.id, input.side, input.userId), input.side);
    },

    /** The customer accepts or declines the lawyer's offer, or withdraws the appeal. */
    async act(input: { userId: number; body: AppealActionBody }): Promise<AppealDetail> {
      const appeal = await ownAppeal(input.body.id, 'customer', input.userId);
      const after = await service.act({
        appeal,
        transition: input.body.action,
        actor: { kind: 'customer', id: input.userId },
      });
      return detail(after, 'customer');
    },

    /** The lawyer offers a refund or contests. */
    async answer(input: { userId: number; body: AppealAnswerBody }): Promise<AppealDetail> {
      const { body } = input;
      const appeal = await ownAppeal(body.id, 'lawyer', input.userId);
      const after = await service.act({
        appeal,
        transition: body.answer,
        actor: { kind: 'lawyer', id: input.userId },
        details:
          body.answer === 'offer'
            ? { amount: body.amount, text: body.text ?? null }
            : { text: body.text, images: body.images },
      });
      return detail(after, 'lawyer');
    },
  };
}

export type UserAppeals = ReturnType<typeof createUserAppeals>;
