import { API, type UploadResult } from '@lawbridge/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Uploads an image as the multipart field `file`; the result's id is what other calls refer to. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return request<UploadResult>(API.uploadImage, { method: 'POST', body: form, loading: '上传中…' });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
