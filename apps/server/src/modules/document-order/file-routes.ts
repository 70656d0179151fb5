import { API, documentFileParams, documentPageParams } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../core/storage/content-disposition';
import type { createDocumentDownloads, ServedFile } from './download-service';
import type { createDocumentReading } from './reading-service';

function send(reply: FastifyReply, file: ServedFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      disposition === 'attachment' ? attachmentDisposition(file.fileName) : 'inline',
    )
    .send(file.body);
}

/**
 * The signed addresses themselves: no sign-in needed (the address is the key, e.g. opened in the phone's
 * browser), but a request carrying another user's session is refused. Refusals answer the JSON envelope.
 */
export const documentFileRoutes: FastifyPluginAsyncZod<{
  downloads: ReturnType<typeof createDocumentDownloads>;
  reading: ReturnType<typeof createDocumentReading>;
}> = async (app, options) => {
  const tags = ['document'];

  app.get(
    `${API.documentFile}/:token`,
    {
      config: { access: 'optional' },
      schema: { tags, summary: '下载文件（签名地址）', params: documentFileParams },
    },
    async (request, reply) => {
      const file = await options.downloads.openFile({
        token: request.params.token,
        sessionUserId: request.user?.id ?? null,
        ip: request.ip,
      });
      return send(reply, file, 'attachment');
    },
  );

  app.get(
    `${API.documentPage}/:token`,
    {
      config: { access: 'optional' },
      schema: { tags, summary: '在线阅读的页面图片（签名地址）', params: documentPageParams },
    },
    async (request, reply) => {
      const file = await options.reading.page({
        token: request.params.token,
        sessionUserId: request.user?.id ?? null,
      });
      return send(reply, file, 'inline');
    },
  );
};
