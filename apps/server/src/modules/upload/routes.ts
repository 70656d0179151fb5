import multipart from '@fastify/multipart';
import { API, IMAGE_MAX_BYTES, uploadIdField, uploadResult } from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createLocalFileStore } from '../../core/storage/local-file-store';
import { matchesIfNoneMatch } from '../common/cacheable-reply';
import { createUploadRepo } from './repo';
import { createUploadService, MSG_IMAGE_MISSING, MSG_IMAGE_NOT_FOUND, MSG_IMAGE_TOO_LARGE } from './service';

const FILE_FIELD = 'file';
/** Content never changes under an id, so clients and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The bytes of the multipart field `file`, refused with code 1 when missing or over the size limit. */
async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badParams(MSG_IMAGE_MISSING);
  const part = await request.file();
  if (!part || part.fieldname !== FILE_FIELD) {
    part?.file.resume();
    throw AppError.badParams(MSG_IMAGE_MISSING);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw AppError.badParams(MSG_IMAGE_TOO_LARGE);
    }
    throw error;
  }
}

export const uploadRoutes: FastifyPluginAsyncZod<{ clock: Clock; uploadsDir: string }> = async (
  app,
  options,
) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  const uploads = createUploadService({
    repo: createUploadRepo(app.db),
    store: createLocalFileStore(options.uploadsDir),
    clock: options.clock,
  });

  app.post(
    API.uploadImage,
    {
      config: { access: 'user' },
      schema: {
        tags: ['upload'],
        summary: '上传图片（multipart 字段 file，JPG/PNG/WEBP，≤5MB）',
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
      schema: { tags: ['upload'], summary: '读取图片', params: z.object({ id: uploadIdField }) },
    },
    async (request, reply) => {
      const image = await uploads.findImage({ id: request.params.id });
      if (!image) return reply.status(404).send({ code: 7, msg: MSG_IMAGE_NOT_FOUND, data: null });
      const etag = `"${image.sha256}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(image.mime).header('content-length', image.size).send(uploads.openImage(image));
    },
  );
};
