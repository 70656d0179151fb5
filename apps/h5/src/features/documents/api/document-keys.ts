import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_SCOPE } from '../../user/api/user-keys';
import type { DocumentFilters } from '../document-filters';

/**
 * Query keys of the document pages; everything under `all` may change when a document or an order does. The
 * detail carries what the viewer may do, so the pages' data is the signed-in user's (dropped at sign-in or out).
 */
export const documentKeys = {
  all: [...USER_QUERY_SCOPE, 'document'] as const,
  list: (filters: DocumentFilters) => [...documentKeys.all, 'list', filters] as const,
  detail: (id: number) => [...documentKeys.all, 'detail', id] as const,
  ratings: (id: number) => [...documentKeys.all, 'ratings', id] as const,
  rules: () => [...documentKeys.all, 'rules'] as const,
  mine: () => [...documentKeys.all, 'mine'] as const,
  purchased: () => [...documentKeys.all, 'purchased'] as const,
  order: (orderNo: string) => [...documentKeys.all, 'order', orderNo] as const,
  read: (id: number) => [...documentKeys.all, 'read', id] as const,
};

/** A document or an order of one moved: every document page is fetched again when next shown. */
export const refreshDocuments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: documentKeys.all });
