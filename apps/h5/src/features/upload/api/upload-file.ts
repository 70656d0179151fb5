import {
  API,
  ApiCode,
  MSG,
  NEW_TOKEN_HEADER,
  TOKEN_HEADER,
  type Envelope,
  type FileUploadResult,
} from '@lawbridge/contract';
import { ApiError, REQUEST_TIMEOUT_MS, TRANSPORT_FAILURE } from '../../../lib/request';
import { handleTokenRejected } from '../../../lib/request/token-rejected';
import { useSession } from '../../../lib/session/session-store';

/**
 * Uploads a file (PDF, Word, Excel, TXT) as the multipart field `file`, telling `onProgress` the share sent
 * (0–1). fetch reports no upload progress, so this one call goes through XMLHttpRequest; it answers like
 * `request` does: the stored file, or an ApiError with the server's reason (不支持压缩包…) and no toast,
 * since the picker shows the reason beside the file.
 */
export function uploadFile(file: File, onProgress: (sent: number) => void): Promise<FileUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API.uploadFile);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    const { token } = useSession.getState();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const failed = () => reject(new ApiError(TRANSPORT_FAILURE, MSG.timeout));
    const unreachable = () => reject(new ApiError(TRANSPORT_FAILURE, MSG.network));
    xhr.onerror = unreachable;
    xhr.ontimeout = unreachable;
    xhr.onload = () => {
      if (xhr.status !== 200) return failed();
      const rotated = xhr.getResponseHeader(NEW_TOKEN_HEADER);
      if (rotated) useSession.getState().setToken(rotated);
      let envelope: Envelope<FileUploadResult>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<FileUploadResult>;
      } catch {
        return failed();
      }
      if (envelope.code === ApiCode.success.value) return resolve(envelope.data as FileUploadResult);
      if (envelope.code === ApiCode.token.value) handleTokenRejected();
      reject(new ApiError(envelope.code, envelope.msg || ApiCode.labelOf(envelope.code)));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
