import multipart from '@fastify/multipart';
import { adminDocumentCreateBody, API, documentCreated, fileUploadResult } from '@lawbridge/contract';
import { ok, okResponse } from '../../core/envelope';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { fileField } from '../upload/file-field';
import { createFileUploadService } from '../upload/file-service';
import { createUploadRepo } from '../upload/repo';
import { createUploadLimits } from '../upload/upload-limits';
import { createUploadService } from './upload-service';

/**
 * Platform documents (PRODUCT §12): an operator uploads the file (streamed to storage like users' files,
 * under the operator's own upload limits), then lists it with its title, type, tags and description; it is
 * processed and reviewed like every document. This scope has its own multipart parser.
 */
export const documentPlatformRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const { clock } = options;
  const db = app.db;
  await app.register(multipart, { limits: { files: 1, fields: 5 } });
  const repo = createUploadRepo(db);
  const files = createFileUploadService({
    repo,
    storage: app.storage,
    clock,
    limits: createUploadLimits({ repo, clock, limits: createRateLimiter({ db, clock }) }),
    links: app.imageLinks,
    spoolDir: app.documents.workDir,
  });
  const uploads = createUploadService({
    db,
    clock,
    wordSupport: () => app.documents.files.wordSupport,
    processing: app.documents.processor,
  });
  const tags = ['operator'];

  app.post(
    API.admin.documentFile,
    {
      schema: {
        tags,
        summary: '上传平台文档的文件（multipart 字段 file：PDF、DOC、DOCX，≤20MB，按内容识别；私有）',
        consumes: ['multipart/form-data'],
        response: okResponse(fileUploadResult),
      },
    },
    async (request) => {
      const part = await fileField(request);
      const saved = files.saveFile({
        owner: { kind: 'operator', id: requireOperator(request).id },
        stream: part.file,
        fileName: part.filename,
      });
      return ok(await saved.finally(() => part.file.resume()));
    },
  );

  app.post(
    API.admin.documents,
    {
      schema: {
        tags,
        summary: '上传平台文档（免费；处理后进入审核队列）',
        body: adminDocumentCreateBody,
        response: okResponse(documentCreated),
      },
    },
    async (request) =>
      ok(
        await uploads.createPlatform({
          actor: { operatorId: requireOperator(request).id, ip: request.ip },
          body: request.body,
        }),
      ),
  );
};
