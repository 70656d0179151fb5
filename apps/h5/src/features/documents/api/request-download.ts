import { API, type DocumentDownloadBody, type DocumentDownloadLink } from '@lawbridge/contract';
import { request } from '../../../lib/request';

/**
 * A signed address for the signed-in user's copy: 60 s to download here, or 10 minutes to open in another
 * browser (`copy_link`). Each counts against the daily cap; a refusal has been shown as a toast.
 */
export function requestDownload(body: DocumentDownloadBody): Promise<DocumentDownloadLink> {
  return request<DocumentDownloadLink>(API.documentDownload, {
    method: 'POST',
    body,
    loading: '正在准备文件…',
  });
}
