import { API } from '@lawbridge/contract';
import type { AdminDocumentDetail } from '@lawbridge/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { documentsQueryKey } from './get-documents';

export function getDocument(id: number, signal?: AbortSignal): Promise<AdminDocumentDetail> {
  return request<AdminDocumentDetail>(`${API.admin.documents}/${id}`, { signal });
}

/**
 * One document with every version (page images, text), duplicates and events; under the lists' key, so an
 * action refreshes it with them. Nothing while `id` is undefined.
 */
export function useDocument(id: number | undefined) {
  return useQuery({
    queryKey: [...documentsQueryKey, 'detail', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => getDocument(id, signal),
  });
}
