import { API } from '@lawbridge/contract';
import type { ContentPage } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const contentQueryKey = ['content'] as const;

export function getContentPages(signal?: AbortSignal): Promise<ContentPage[]> {
  return request<ContentPage[]>(API.admin.content, { signal });
}

export function contentPagesQueryOptions() {
  return queryOptions({ queryKey: contentQueryKey, queryFn: ({ signal }) => getContentPages(signal) });
}

/** All five content pages with their current text (the editor takes its page from here). */
export function useContentPages() {
  return useQuery(contentPagesQueryOptions());
}
