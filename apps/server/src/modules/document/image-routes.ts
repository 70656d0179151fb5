import { API, documentVersionIdField } from '@lawbridge/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../core/storage/file-storage';
import type { DocumentFiles } from '../document-files/document-files';
import { SIGNED_EXPIRES_PARAM, SIGNED_SIGNATURE_PARAM } from '../upload/image-links';
import { REVIEW_TOKEN, type ReviewLinks } from './review-links';
import { reviewPageImage } from './review-page-images';
import { PREVIEW_IMAGE_NAME } from './storage-keys';
import { parsePreviews } from './version-files';
import { createVersionsRepo } from './versions-repo';

/** A version's previews never change under their address: clients and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';
const MSG_IMAGE_GONE = '图片不存在';
const MSG_LINK_INVALID = '链接无效';
const MSG_LINK_EXPIRED = '链接已过期，请刷新页面';

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ code: 7, msg: MSG_IMAGE_GONE, data: null });

/**
 * The images of documents: the public previews (`${API.documentPreview}/:version_id/:image`, watermarked,
 * long-cached) and, for operators, the review pages and PDF at signed addresses
 * (`${API.admin.documentPage}/:token`; public routes: an <img> sends no operator token, the address is the key).
 */
export function registerDocumentImageRoutes(
  app: FastifyInstance,
  deps: {
    storage: FileStorage;
    files: Pick<DocumentFiles, 'renderPage'>;
    reviewLinks: ReviewLinks;
    workDir: string;
    log: FastifyBaseLogger;
  },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const versions = createVersionsRepo(app.db);

  typed.get(
    `${API.documentPreview}/:version_id/:image`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['document'],
        summary: '文档预览图（封面 cover.webp、预览页 page-<n>.webp；带水印，长期缓存）',
        params: z.object({
          version_id: documentVersionIdField,
          image: z.string().regex(PREVIEW_IMAGE_NAME, { error: '图片名称不正确' }),
        }),
      },
    },
    async (request, reply) => {
      const version = await versions.findById(request.params.version_id);
      const wanted = request.params.image;
      const image = parsePreviews(version?.previews ?? null).find((preview) =>
        preview.key.endsWith(`/${wanted}`),
      );
      if (!image) return notFound(reply);
      const body = await deps.storage.read(image.key);
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  typed.get(
    `${API.admin.documentPage}/:token`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['operator'],
        summary: '审核用文档页图或 PDF（须带接口给出的签名参数 e、s）',
        params: z.object({ token: z.string().regex(REVIEW_TOKEN, { error: '链接格式不正确' }) }),
        querystring: z.object({
          [SIGNED_EXPIRES_PARAM]: z.coerce
            .number({ error: '链接格式不正确' })
            .int({ error: '链接格式不正确' })
            .positive({ error: '链接格式不正确' }),
          [SIGNED_SIGNATURE_PARAM]: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: '链接格式不正确' }),
        }),
      },
    },
    async (request, reply) => {
      const checked = deps.reviewLinks.check(request.params.token, request.query);
      if ('refused' in checked) {
        const msg = checked.refused === 'expired' ? MSG_LINK_EXPIRED : MSG_LINK_INVALID;
        return reply.status(403).send({ code: 7, msg, data: null });
      }
      const { target } = checked;
      const version = await versions.findById(target.versionId);
      if (!version?.pdf_key || (target.page !== 'pdf' && target.page > version.pages)) return notFound(reply);
      reply.header('cache-control', PRIVATE).header('x-content-type-options', 'nosniff');
      if (target.page === 'pdf') {
        return reply.type('application/pdf').send(await deps.storage.read(version.pdf_key));
      }
      const image = await reviewPageImage(
        { storage: deps.storage, files: deps.files, workDir: deps.workDir, log: deps.log },
        { version: { ...version, pdf_key: version.pdf_key }, page: target.page },
      );
      return reply.type('image/webp').send(image);
    },
  );
}
