import {
  API,
  type DocumentCreateBody,
  type DocumentCreated,
  type DocumentOrderActionBody,
  type DocumentOrderCreated,
  type DocumentRatingBody,
  type DocumentRatingReplyBody,
  type DocumentReportBody,
  type DocumentSaleBody,
  type DocumentVersionBody,
} from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshDocuments } from './document-keys';

/**
 * A POST about a document or a document order; afterwards (refused too: the document may have moved on) every
 * document page is fetched again when next shown. A refusal has been shown as a toast.
 */
function useDocumentPost<Body, Answer>(path: string, loading: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<Answer>(path, { method: 'POST', body, loading }),
    onSettled: () => refreshDocuments(queryClient),
  });
}

/** 提交 on 文档上传: the new document (processing). */
export const useCreateDocument = () =>
  useDocumentPost<DocumentCreateBody, DocumentCreated>(API.documents, '正在提交…');

/** 上传新版本 on 我的文档. */
export const useNewDocumentVersion = () =>
  useDocumentPost<DocumentVersionBody, unknown>(API.documentVersion, '正在提交…');

/** 停售 / 重新上架 on 我的文档. */
export const useDocumentSale = () =>
  useDocumentPost<DocumentSaleBody, unknown>(API.documentSale, '正在提交…');

export const useRateDocument = () =>
  useDocumentPost<DocumentRatingBody, unknown>(API.documentRatings, '正在提交…');

/** The uploader's one reply to a rating of the document. */
export const useReplyToRating = () =>
  useDocumentPost<DocumentRatingReplyBody, unknown>(API.documentRatingReply, '正在提交…');

export const useReportDocument = () =>
  useDocumentPost<DocumentReportBody, unknown>(API.documentReport, '正在提交…');

/** 立即支付's first step: the order to pay (an open unpaid one is answered again). */
export const useCreateDocumentOrder = () =>
  useDocumentPost<{ document_id: number }, DocumentOrderCreated>(API.documentOrders, '正在创建订单…');

/** 退款 (before the first download or reading: granted at once). */
export const useDocumentOrderAction = () =>
  useDocumentPost<DocumentOrderActionBody, unknown>(API.documentOrderAction, '正在提交…');
