import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import {
  API,
  documentCreateBody,
  documentCreated,
  documentDetail,
  documentList,
  documentListQuery,
  documentQuery,
  documentRating,
  documentRatingBody,
  documentRatingList,
  documentRatingQuery,
  documentRatingReplyBody,
  documentReportBody,
  documentSaleBody,
  documentUploadRules,
  documentVersionBody,
  myDocumentList,
  myDocumentQuery,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { sendCacheable } from '../common/cacheable-reply';
import type { DocumentFiles } from '../document-files/document-files';
import { documentViewerOf } from '../document-order/viewer';
import { createCatalogueSync } from './catalogue/sync';
import { createCentreService } from './centre-service';
import { registerDocumentImageRoutes } from './image-routes';
import { myDocuments } from './mine-service';
import { uploadRules } from './price-rules';
import { createDocumentProcessor, type DocumentProcessor } from './processor';
import { createRatingService } from './rating-service';
import { reportDocument } from './report-service';
import { createReviewLinks, type ReviewLinks } from './review-links';
import { createUploadService } from './upload-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The document catalogue's conversion job and review addresses, for the console routes. */
    documents: {
      files: DocumentFiles;
      processor: DocumentProcessor;
      reviewLinks: ReviewLinks;
      workDir: string;
    };
  }
}

/** How often each instance looks for versions to process besides the kick after each upload. */
export const PROCESSING_EVERY_MS = 30_000;

/** Documents (PRODUCT §12): uploads, the conversion job, the centre, 我的文档, ratings, reports, preview images. */
const documentRoutesPlugin: FastifyPluginAsyncZod<{
  clock: Clock;
  files: DocumentFiles;
  dataDir: string;
}> = async (app, options) => {
  const { clock, files } = options;
  const db = app.db;
  const workDir = path.join(options.dataDir, 'tmp', 'documents');
  await mkdir(workDir, { recursive: true });
  if (!files.wordSupport) app.log.warn('LibreOffice not found: Word documents are refused, PDFs only');
  const processor = createDocumentProcessor({
    db,
    storage: app.storage,
    files,
    clock,
    notifier: app.notifier,
    log: app.log.child({ component: 'document-processing' }),
    workDir,
  });
  app.scheduler.every({
    name: 'document-processing',
    scope: 'instance',
    everyMs: PROCESSING_EVERY_MS,
    run: () => processor.drain(),
  });
  app.addHook('onClose', async () => processor.stop());
  const reviewLinks = createReviewLinks(app.imageLinks);
  app.decorate('documents', { files, processor, reviewLinks, workDir });
  const uploads = createUploadService({
    db,
    clock,
    wordSupport: () => files.wordSupport,
    processing: processor,
  });
  const catalogue = createCatalogueSync(db);
  // loaded before the server answers, so no visitor waits for the first load (100,000 documents: about a second)
  app.addHook('onReady', async () => {
    await catalogue.current();
  });
  const centre = createCentreService({
    db,
    clock,
    catalogue,
    viewerOf: (input) => documentViewerOf(db, input),
  });
  const ratings = createRatingService({ db, clock });
  const tags = ['document'];

  app.get(
    API.documentRules,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '文档上传规则（能否定价、价格区间、是否支持 Word）',
        response: okResponse(documentUploadRules),
      },
    },
    async (request) =>
      ok(await uploadRules(db, { userId: requireUser(request).id, wordSupport: files.wordSupport })),
  );

  app.post(
    API.documents,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '上传文档（文件先经 POST 上传文件接口；认证律师可定价，其他用户免费）',
        body: documentCreateBody,
        response: okResponse(documentCreated),
      },
    },
    async (request) => ok(await uploads.create({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.documents,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '文档中心（已上架文档：关键词、法律类型、排序）',
        querystring: documentListQuery,
        response: okResponse(documentList),
      },
    },
    // Sent gzip-compressed to browsers that accept it (6–7 kB of JSON on the centre's first screen).
    async (request, reply) => sendCacheable(request, reply, await centre.list(request.query)),
  );

  app.get(
    API.documentDetail,
    {
      config: { access: 'optional' },
      schema: { tags, summary: '文档详情', querystring: documentQuery, response: okResponse(documentDetail) },
    },
    async (request) => ok(await centre.detail({ id: request.query.id, userId: request.user?.id ?? null })),
  );

  app.get(
    API.documentMine,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '我的文档',
        querystring: myDocumentQuery,
        response: okResponse(myDocumentList),
      },
    },
    async (request) => ok(await myDocuments(db, { userId: requireUser(request).id, query: request.query })),
  );

  app.post(
    API.documentVersion,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '上传新版本（重新审核，审核期间原版本继续销售）',
        body: documentVersionBody,
        response: okResponse(documentCreated),
      },
    },
    async (request) => ok(await uploads.newVersion({ userId: requireUser(request).id, body: request.body })),
  );

  app.post(
    API.documentSale,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '停售或恢复销售',
        body: documentSaleBody,
        response: okResponse(documentCreated),
      },
    },
    async (request) => ok(await uploads.setSale({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.documentRatings,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '文档评价',
        querystring: documentRatingQuery,
        response: okResponse(documentRatingList),
      },
    },
    async (request) => ok(await ratings.list(request.query)),
  );

  app.post(
    API.documentRatings,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '评价文档（购买者，每个文档一次）',
        body: documentRatingBody,
        response: okResponse(documentRating),
      },
    },
    async (request) => ok(await ratings.rate({ userId: requireUser(request).id, body: request.body })),
  );

  app.post(
    API.documentRatingReply,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '上传者回复评价（一次）',
        body: documentRatingReplyBody,
        response: okResponse(documentRating),
      },
    },
    async (request) => ok(await ratings.reply({ userId: requireUser(request).id, body: request.body })),
  );

  app.post(
    API.documentReport,
    {
      config: { access: 'user' },
      schema: { tags, summary: '举报文档', body: documentReportBody, response: okResponse(z.null()) },
    },
    async (request) => {
      await reportDocument({ db, clock }, { userId: requireUser(request).id, body: request.body });
      return ok(null);
    },
  );

  registerDocumentImageRoutes(app, {
    storage: app.storage,
    files,
    reviewLinks,
    workDir,
    log: app.log,
  });
};

/** Not encapsulated: the console routes use the processor's files and the review addresses it decorates. */
export const documentRoutes = fp(documentRoutesPlugin, {
  name: 'documents',
  dependencies: ['db', 'scheduler', 'storage', 'image-links'],
});
