import multipart from '@fastify/multipart';
import { API, IMAGE_MAX_BYTES, uploadIdField, uploadResult } from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { matchesIfNoneMatch } from '../common/cacheable-reply';
import { SIGNED_EXPIRES_PARAM, SIGNED_SIGNATURE_PARAM } from './image-links';
import { createUploadRepo } from './repo';
import { createUploadService, MSG_IMAGE_MISSING, MSG_IMAGE_TOO_LARGE } from './service';
import { createUploadCleanup, UPLOAD_CLEANUP_EVERY_MS } from './upload-cleanup';
import { createUploadLimits } from './upload-limits';
import { createFileUploadService } from './file-service';
import { registerFileRoutes } from './file-routes';

const FILE_FIELD = 'file';
const MSG_MALFORMED_UPLOAD = '上传内容格式不正确，请重新选择图片';
/** A public image never changes under its id, so clients and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A private image is for the one who was handed the signed address: no shared or stored copies. */
const PRIVATE = 'private, no-store';

const imageQuery = z.object({
  [SIGNED_EXPIRES_PARAM]: z.coerce.number().int().positive().optional(),
  // 16 bytes of HMAC in base64url.
  [SIGNED_SIGNATURE_PARAM]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/, { error: '图片链接格式不正确' })
    .optional(),
});

/** The bytes of the multipart field `file`, refused with code 1 when missing or over the size limit. */
async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badParams(MSG_IMAGE_MISSING);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) {
      part?.file.resume();
      throw AppError.badParams(MSG_IMAGE_MISSING);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw AppError.badParams(MSG_IMAGE_TOO_LARGE);
    }
    // A body the multipart parser cannot read: no boundary, cut short, too many parts.
    throw AppError.badParams(MSG_MALFORMED_UPLOAD, error instanceof Error ? error.message : undefined);
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<{ clock: Clock; spoolDir: string }> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const repo = createUploadRepo(app.db);
  const { storage } = app;
  const { clock } = options;
  const limits = createUploadLimits({ repo, clock, limits: createRateLimiter({ db: app.db, clock }) });
  const links = app.imageLinks;
  const uploads = createUploadService({ repo, storage, clock, limits, links });
  const files = createFileUploadService({ repo, storage, clock, limits, links, spoolDir: options.spoolDir });
  registerFileRoutes(app, { files, links });
  app.scheduler.every({
    name: 'upload-cleanup',
    scope: 'cluster',
    everyMs: UPLOAD_CLEANUP_EVERY_MS,
    run: createUploadCleanup({ repo, storage, clock, log: app.log }),
  });

  app.post(
    API.uploadImage,
    {
      config: { access: 'user' },
      schema: {
        tags: ['upload'],
        summary: '上传图片（multipart 字段 file，JPG/PNG/WEBP，≤5MB；服务端重新编码为 JPEG）',
        consumes: ['multipart/form-data'],
        response: okResponse(uploadResult),
      },
    },
    async (request) => {
      const bytes = await readFileField(request);
      return ok(await uploads.saveImage({ ownerUserId: requireUser(request).id, bytes }));
    },
  );

  app.get(
    `${API.uploadImage}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['upload'],
        summary:
          '读取图片（公开图片用固定地址；私有图片须带接口给出的签名参数 e、s；对象存储上的私有图片以 302 转到存储的 5 分钟签名地址）',
        params: z.object({ id: uploadIdField }),
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const { e: expiresAt, s: signature } = request.query;
      const lookup = await uploads.resolveImage({
        id: request.params.id,
        signature:
          expiresAt !== undefined || signature !== undefined
            ? { expiresAt: expiresAt ?? 0, value: signature ?? '' }
            : undefined,
      });
      if (!lookup.found)
        return reply.status(lookup.status).send({ code: 7, msg: lookup.message, data: null });
      const image = lookup.row;
      reply.header('x-content-type-options', 'nosniff');
      if (image.visibility === 'public') {
        const etag = `"${image.sha256}"`;
        reply.header('cache-control', IMMUTABLE).header('etag', etag);
        if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      } else {
        reply.header('cache-control', PRIVATE);
        // On S3 the storage serves the bytes itself, through an address it signed for a few minutes.
        const direct = await uploads.storageAddress(image);
        if (direct) return reply.redirect(direct, 302);
      }
      const body = await uploads.openImage(image);
      return reply.type(image.mime).header('content-length', image.size).send(body);
    },
  );
};
