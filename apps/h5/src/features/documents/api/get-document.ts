import { API, type DocumentDetail } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

export function getDocument(id: number, signal?: AbortSignal): Promise<DocumentDetail> {
  return request<DocumentDetail>(API.documentDetail, { query: { id }, signal, quiet: true });
}

/** A document's detail with what the signed-in viewer may do with it; `id` 0 loads nothing. */
export const useDocument = (id: number) =>
  useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
    enabled: id > 0,
  });
