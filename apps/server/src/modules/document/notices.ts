import type { NewNotification } from '../notification/notifier';

/** The H5 pages a document notice opens: 我的文档 for its uploader, the detail for its buyers. */
const MINE_PAGE = '/pages/common/document/mine';
const detailPage = (documentId: number) => `/pages/common/document/download?id=${documentId}`;

interface NoticeDocument {
  id: number;
  title: string;
  /** Null for a platform document: its operators follow it in the console, nobody is told in the app. */
  uploader_user_id: number | null;
}

const toUploader = (
  document: NoticeDocument,
  kind: NewNotification['kind'],
  title: string,
  body: string,
): NewNotification[] =>
  document.uploader_user_id === null
    ? []
    : [
        {
          userId: document.uploader_user_id,
          kind,
          title,
          body: `《${document.title}》${body}`,
          link: MINE_PAGE,
        },
      ];

/** What each document event tells whom (PRODUCT §12, §14): in-app notices only; one list each. */
export const documentNotices = {
  failed: (document: NoticeDocument, reason: string) =>
    toUploader(document, 'document_failed', '文档处理失败', `处理失败：${reason}`),
  approved: (document: NoticeDocument) =>
    toUploader(document, 'document_reviewed', '文档审核通过', '已通过审核并上架'),
  rejected: (document: NoticeDocument, reason: string) =>
    toUploader(
      document,
      'document_reviewed',
      '文档审核未通过',
      `未通过审核（${reason}），可修改后上传新版本`,
    ),
  takenDown: (document: NoticeDocument, reason: string) =>
    toUploader(document, 'document_taken_down', '文档已被下架', `已被平台下架（${reason}）`),
  updated: (document: NoticeDocument, buyerIds: readonly number[]): NewNotification[] =>
    buyerIds.map((userId) => ({
      userId,
      kind: 'document_updated',
      title: '已购文档有新版本',
      body: `《${document.title}》已更新，可免费下载新版本`,
      link: detailPage(document.id),
    })),
};
