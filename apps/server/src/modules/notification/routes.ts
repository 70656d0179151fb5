import {
  API,
  notificationListQuery,
  notificationPage,
  notificationReadBody,
  notificationUnread,
} from '@lawbridge/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createNotifier, toNotificationItem, type Notifier } from './notifier';
import { createNotificationRepo } from './repo';
import { createSmsOutbox } from './sms-outbox';
import type { SmsProvider } from '../../providers/sms';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * Notifications (PRODUCT §14): `app.notifier` for the modules whose events notify (with the SMS outbox and
 * its timer), and the user's list.
 */
const notificationPlugin: FastifyPluginAsyncZod<{ clock: Clock; sms: SmsProvider }> = async (
  app,
  options,
) => {
  const outbox = createSmsOutbox({ db: app.db, clock: options.clock, sms: options.sms, log: app.log });
  outbox.registerTimers(app.timers);
  app.decorate('notifier', createNotifier({ db: app.db, hub: app.realtime, outbox }));
  // SMS still going out when the server stops finish first (before the database closes).
  app.addHook('onClose', () => outbox.drain());
  const repo = createNotificationRepo(app.db);
  const tags = ['notification'];

  app.get(
    API.notifications,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '我的通知（最新在前）及未读数',
        querystring: notificationListQuery,
        response: okResponse(notificationPage),
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const { page, page_size } = request.query;
      const [rows, total, unread] = await Promise.all([
        repo.page(userId, { offset: (page - 1) * page_size, limit: page_size }),
        repo.count(userId, false),
        repo.count(userId, true),
      ]);
      return ok({ list: rows.map(toNotificationItem), total, page, page_size, unread });
    },
  );

  app.get(
    API.notificationUnread,
    {
      config: { access: 'user' },
      schema: { tags, summary: '未读通知数（首页角标）', response: okResponse(notificationUnread) },
    },
    async (request) => ok({ unread: await repo.count(requireUser(request).id, true) }),
  );

  app.post(
    API.notificationRead,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '标记一条（id）或全部（all=1）通知为已读',
        body: notificationReadBody,
        response: okResponse(notificationUnread),
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const now = options.clock.now();
      if ('id' in request.body) {
        if (!(await repo.markRead(userId, request.body.id, now))) {
          throw AppError.forbidden(`notification ${request.body.id} is not user ${userId}'s`);
        }
      } else {
        await repo.markAllRead(userId, now);
      }
      return ok({ unread: await repo.count(userId, true) });
    },
  );
};

export const notificationRoutes = fp(notificationPlugin, {
  name: 'notifications',
  dependencies: ['db', 'auth', 'realtime', 'timers'],
});
