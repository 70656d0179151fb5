import { API, contentPage, contentUpdateBody } from '@lawbridge/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createContentService } from './service';

/** Console: every content page, and editing one (audited). Registered inside the operator scope. */
export const contentConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const content = createContentService({ db: app.db, clock: options.clock });
  const tags = ['operator'];

  app.get(
    API.admin.content,
    { schema: { tags, summary: '全部内容页', response: okResponse(z.array(contentPage)) } },
    async () => ok(await content.list()),
  );

  app.post(
    API.admin.content,
    {
      schema: { tags, summary: '编辑内容页', body: contentUpdateBody, response: okResponse(contentPage) },
    },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      return ok(await content.update({ change: request.body, actor }));
    },
  );
};
