import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { refreshDocuments } from './api/document-keys';
import { requestDownload } from './api/request-download';
import { showCopiedLink } from './components/copy-link-guide';
import { absoluteUrl, copyText, openDownload } from './open-download';

/** Which copy: the PDF (stamped when bought) or the Word file as uploaded. */
export type DownloadFormat = 'pdf' | 'original';

/** When the detail is fetched again after 下载: by then the browser has fetched the file (the first use). */
const AFTER_DOWNLOAD_MS = [1_500, 5_000];

/**
 * 下载 (the browser goes to a 60-second address) and, inside WeChat, 复制下载链接 (a 10-minute address on the
 * clipboard with a short guide). Each address counts against today's downloads, so the document's pages are
 * fetched again at once. The server takes the order's first use (退款 ends) when the file is fetched, which the
 * page cannot see: after 下载 it fetches them again shortly after, when the browser has fetched the file; a copied
 * address is opened later in another browser, and the page learns of it when it is next shown.
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
        for (const delay of AFTER_DOWNLOAD_MS) setTimeout(() => void refreshDocuments(queryClient), delay);
      },
      () => undefined, // the refusal was shown as a toast
    );

  const copyLink = (format: DownloadFormat) =>
    fetchLink(format, 'copy_link').then(
      async (link) => {
        const url = absoluteUrl(link.url);
        await showCopiedLink(url, await copyText(url));
      },
      () => undefined,
    );

  return { download, copyLink };
}
