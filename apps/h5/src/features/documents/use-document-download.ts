import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { refreshDocuments } from './api/document-keys';
import { requestDownload } from './api/request-download';
import { showCopiedLink } from './components/copy-link-guide';
import { absoluteUrl, copyText, openDownload } from './open-download';

/** Which copy: the PDF (stamped when bought) or the Word file as uploaded. */
export type DownloadFormat = 'pdf' | 'original';

/**
 * 下载 (the browser goes to a 60-second address) and, inside WeChat, 复制下载链接 (a 10-minute address on the
 * clipboard with a short guide). Either counts as the first use, so the document's pages are fetched again
 * (退款 is no longer offered, the downloads left today change).
 */
export function useDocumentDownload(documentId: number) {
  const queryClient = useQueryClient();
  const fetchLink = async (format: DownloadFormat, purpose: 'download' | 'copy_link') => {
    try {
      return await requestDownload({ id: documentId, format, purpose });
    } finally {
      void refreshDocuments(queryClient);
    }
  };

  const download = (format: DownloadFormat) =>
    fetchLink(format, 'download').then(
      (link) => {
        openDownload(link.url);
        showToast('开始下载');
      },
      () => undefined, // the refusal was shown as a toast
    );

  const copyLink = (format: DownloadFormat) =>
    fetchLink(format, 'copy_link').then(
      async (link) => {
        const url = absoluteUrl(link.url);
        showCopiedLink(url, await copyText(url));
      },
      () => undefined,
    );

  return { download, copyLink };
}
