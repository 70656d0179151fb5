import { API, fileUploadResult, uploadIdField } from '@lawbridge/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth-plugin';
import { ok, okResponse } from '../../core/envelope';
import { attachmentDisposition } from '../../core/storage/content-disposition';
import { SIGNED_EXPIRES_PARAM, SIGNED_SIGNATURE_PARAM, type ImageLinks } from './image-links';
import { fileField } from './file-field';
import { MSG_FILE_NOT_FOUND, type FileUploadService } from './file-service';

const MSG_LINK_INVALID = '文件链接无效';
const MSG_LINK_EXPIRED = '文件链接已过期，请刷新页面';

const signedQuery = z.object({
  [SIGNED_EXPIRES_PARAM]: z.coerce.number({ error: '文件链接格式不正确' }).int().positive(),
  // 16 bytes of HMAC in base64url.
  [SIGNED_SIGNATURE_PARAM]: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: '文件链接格式不正确' }),
});

/**
 * POST `/api/v1/upload/file` (a PDF, Word, Excel or TXT file of up to 20 MB, streamed) and GET
 * `/api/v1/upload/file/:id` at a signed address: the bytes as an attachment under the file's name, or on
 * S3 a 302 to the storage's own 5-minute address. Registered inside the upload routes (one multipart parser).
 */
export function registerFileRoutes(
  app: FastifyInstance,
  deps: { files: FileUploadService; links: ImageLinks },
): void {
  const { files, links } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    API.uploadFile,
    {
      config: { access: 'user' },
      schema: {
        tags: ['upload'],
        summary: '上传文件（multipart 字段 file：PDF、DOC、DOCX、XLS、XLSX、TXT，≤20MB，按内容识别；私有）',
        consumes: ['multipart/form-data'],
        response: okResponse(fileUploadResult),
      },
    },
    async (request) => {
      const part = await fileField(request);
      const saved = files.saveFile({
        owner: { kind: 'user', id: requireUser(request).id },
        stream: part.file,
        fileName: part.filename,
      });
      // A refusal before the body was read (too many uploads) still drains it, so the answer goes out.
      return ok(await saved.finally(() => part.file.resume()));
    },
  );

  typed.get(
    `${API.uploadFile}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['upload'],
        summary: '下载文件（须带接口给出的签名参数 e、s；对象存储上以 302 转到存储的 5 分钟签名地址）',
        params: z.object({ id: uploadIdField }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const check = links.check(id, request.query.e, request.query.s);
      if (check !== 'valid') {
        const msg = check === 'expired' ? MSG_LINK_EXPIRED : MSG_LINK_INVALID;
        return reply.status(403).send({ code: 7, msg, data: null });
      }
      const file = await files.findFile(id);
      if (!file) return reply.status(404).send({ code: 7, msg: MSG_FILE_NOT_FOUND, data: null });
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      const direct = await files.storageAddress(file);
      if (direct) return reply.redirect(direct, 302);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.file_name))
        .send(await files.openFile(file));
    },
  );
}
