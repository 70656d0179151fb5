import {
  adminUserDetail,
  adminUserItem,
  adminUserParams,
  adminUserQuery,
  API,
  pageOf,
  userBanBody,
  userUnbanBody,
} from '@lawbridge/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createUserBanService } from './ban-service';
import { createConsoleUserService } from './service';

/** The console's 用户管理: search, one user's detail, ban and unban; registered inside the operator scope. */
export const userAdminConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const users = createConsoleUserService({ db: app.db, links: app.imageLinks });
  const bans = createUserBanService({
    db: app.db,
    clock: options.clock,
    sessions: app.sessions,
    directory: app.lawyerDirectory,
  });
  const tags = ['operator'];

  app.get(
    API.admin.users,
    {
      schema: {
        tags,
        summary: '用户（最新在前；手机号、手机尾号4位或昵称搜索）',
        querystring: adminUserQuery,
        response: okResponse(pageOf(adminUserItem)),
      },
    },
    async (request) => ok(await users.list(request.query)),
  );

  app.get(
    `${API.admin.users}/:uuid`,
    {
      schema: {
        tags,
        summary: '用户详情（资料、订单、预约、评价、反馈、封禁状态）',
        params: adminUserParams,
        response: okResponse(adminUserDetail),
      },
    },
    async (request) => ok(await users.detail(request.params)),
  );

  app.post(
    API.admin.userBan,
    {
      schema: {
        tags,
        summary: '封禁用户（登录被拒，登录状态立即失效）',
        body: userBanBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await bans.ban({ ...request.body, actor: { operatorId: requireOperator(request).id, ip: request.ip } });
      return ok(null);
    },
  );

  app.post(
    API.admin.userUnban,
    { schema: { tags, summary: '解封用户', body: userUnbanBody, response: okResponse(z.null()) } },
    async (request) => {
      await bans.unban({
        ...request.body,
        actor: { operatorId: requireOperator(request).id, ip: request.ip },
      });
      return ok(null);
    },
  );
};
