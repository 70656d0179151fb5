import {
  adminDocumentDetail,
  adminDocumentItem,
  adminDocumentQuery,
  adminDocumentReport,
  adminDocumentReportHandleBody,
  adminDocumentReportQuery,
  adminDocumentRestoreBody,
  adminDocumentReviewBody,
  adminDocumentTakeDownBody,
  API,
  documentIdField,
  documentSettings,
  documentSettingsBody,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { audit } from '../operator/audit';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleDocuments } from './console-documents';
import { createConsoleReports } from './console-reports';
import { createReviewService } from './review-service';
import { createDocumentSettingsRepo } from './settings-repo';

const actorOf = (request: FastifyRequest) => ({ operatorId: requireOperator(request).id, ip: request.ip });

/** The console's documents: review queue and decisions, take-down and restore, reports, settings. */
export const documentConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const { clock } = options;
  const db = app.db;
  const review = createReviewService({ db, clock, notifier: app.notifier });
  const documents = createConsoleDocuments({
    db,
    links: app.imageLinks,
    reviewLinks: app.documents.reviewLinks,
  });
  const reports = createConsoleReports({ db, review });
  const tags = ['operator'];

  app.get(
    API.admin.documents,
    {
      schema: {
        tags,
        summary: '文档列表（state=reviewing 为审核队列，最早的在前）',
        querystring: adminDocumentQuery,
        response: okResponse(pageOf(adminDocumentItem)),
      },
    },
    async (request) => ok(await documents.list(request.query)),
  );

  app.get(
    `${API.admin.documents}/:id`,
    {
      schema: {
        tags,
        summary: '文档详情（各版本全部页面图、文本、重复文档、操作记录）',
        params: z.object({ id: documentIdField }),
        response: okResponse(adminDocumentDetail),
      },
    },
    async (request) => ok(await documents.detail(request.params.id)),
  );

  app.post(
    API.admin.documentReview,
    {
      schema: {
        tags,
        summary: '审核文档版本（通过上架或驳回）',
        body: adminDocumentReviewBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await review.review({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.post(
    API.admin.documentTakeDown,
    {
      schema: {
        tags,
        summary: '下架文档（已购用户仍可下载）',
        body: adminDocumentTakeDownBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await review.takeDown({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.post(
    API.admin.documentRestore,
    {
      schema: { tags, summary: '恢复上架', body: adminDocumentRestoreBody, response: okResponse(z.null()) },
    },
    async (request) => {
      await review.restore({ id: request.body.id, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.get(
    API.admin.documentReports,
    {
      schema: {
        tags,
        summary: '文档举报（待处理的最早在前）',
        querystring: adminDocumentReportQuery,
        response: okResponse(pageOf(adminDocumentReport)),
      },
    },
    async (request) => ok(await reports.list(request.query)),
  );

  app.post(
    API.admin.documentReportHandle,
    {
      schema: {
        tags,
        summary: '处理举报（驳回，或下架文档）',
        body: adminDocumentReportHandleBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await reports.handle({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.get(
    API.admin.documentSettings,
    {
      schema: {
        tags,
        summary: '文档规则（价格区间、佣金、每日下载上限）',
        response: okResponse(documentSettings),
      },
    },
    async () => ok(await createDocumentSettingsRepo(db).read()),
  );

  app.post(
    API.admin.documentSettings,
    {
      schema: {
        tags,
        summary: '修改文档规则',
        body: documentSettingsBody,
        response: okResponse(documentSettings),
      },
    },
    async (request) => {
      const now = clock.now();
      const settings = request.body;
      await db.transaction().execute(async (trx) => {
        await createDocumentSettingsRepo(trx).save(settings, now);
        await audit(trx, {
          actor: actorOf(request),
          action: 'config.document',
          target: null,
          detail: `价格 ¥${settings.document_price_min_fen / 100}–¥${settings.document_price_max_fen / 100}，佣金 ${settings.document_commission_percent}%，每日下载 ${settings.document_daily_downloads} 次`,
          at: now,
        });
      });
      return ok(settings);
    },
  );
};
