import { API, type DocumentReadPages } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

/**
 * 在线阅读's page addresses (signed, valid 10 minutes: never served from the cache later). A refusal (not
 * bought, the daily cap) is shown by the page with the server's words, not as a toast.
 */
export const useReadPages = (id: number) =>
  useQuery({
    queryKey: documentKeys.read(id),
    queryFn: ({ signal }) =>
      request<DocumentReadPages>(API.documentRead, { query: { id }, signal, quiet: true }),
    enabled: id > 0,
    staleTime: 0,
    gcTime: 0,
  });
