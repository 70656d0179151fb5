import { ADMIN_USER_DETAIL_LINES } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import '../../core/db/schema-appointments';
import '../../core/db/schema-feedback-content';
import '../../core/db/schema-reviews';
import '../../core/db/schema-service-orders';

/** Whose activity: the user, and their lawyer profile when they have one (orders they serve). */
export interface ActivityOwner {
  userId: number;
  lawyerId: number | null;
}

const total = async (query: Promise<{ total: number | string | bigint }>) => Number((await query).total);

/** What the console's user detail lists: the latest lines of each kind and how many there are. */
export function createUserActivityRepo(db: Kysely<Database>) {
  const limit = ADMIN_USER_DETAIL_LINES;

  function serviceOrdersOf(owner: ActivityOwner) {
    return db
      .selectFrom('service_orders')
      .where((eb) =>
        eb.or([
          eb('customer_id', '=', owner.userId),
          ...(owner.lawyerId === null ? [] : [eb('lawyer_id', '=', owner.lawyerId)]),
        ]),
      );
  }

  function appointmentsOf(owner: ActivityOwner) {
    return db
      .selectFrom('appointments')
      .where((eb) =>
        eb.or([
          eb('customer_id', '=', owner.userId),
          ...(owner.lawyerId === null ? [] : [eb('lawyer_id', '=', owner.lawyerId)]),
        ]),
      );
  }

  const reviewsOf = (owner: ActivityOwner) =>
    db.selectFrom('reviews').where('reviews.customer_id', '=', owner.userId);
  const feedbackOf = (owner: ActivityOwner) => db.selectFrom('feedback').where('user_id', '=', owner.userId);

  return {
    async serviceOrders(owner: ActivityOwner) {
      const [rows, count] = await Promise.all([
        serviceOrdersOf(owner)
          .select(['order_no', 'service_name', 'state', 'price', 'customer_id', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        total(
          serviceOrdersOf(owner)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow(),
        ),
      ]);
      return { rows, total: count };
    },

    async appointments(owner: ActivityOwner) {
      const [rows, count] = await Promise.all([
        appointmentsOf(owner)
          .select(['order_no', 'state', 'price', 'customer_id', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        total(
          appointmentsOf(owner)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow(),
        ),
      ]);
      return { rows, total: count };
    },

    async reviews(owner: ActivityOwner) {
      const [rows, count] = await Promise.all([
        reviewsOf(owner)
          .innerJoin('lawyers', 'lawyers.id', 'reviews.lawyer_id')
          .select([
            'reviews.id',
            'reviews.order_no',
            'lawyers.name as lawyer_name',
            'reviews.rating',
            'reviews.text',
            'reviews.hidden',
            'reviews.created_at',
          ])
          .orderBy('reviews.id', 'desc')
          .limit(limit)
          .execute(),
        total(
          reviewsOf(owner)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow(),
        ),
      ]);
      return { list: rows, total: count };
    },

    async feedback(owner: ActivityOwner) {
      const [rows, count] = await Promise.all([
        feedbackOf(owner)
          .select(['id', 'content', 'handled', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        total(
          feedbackOf(owner)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow(),
        ),
      ]);
      return { list: rows, total: count };
    },
  };
}
