import { API, type ContentKey, type ContentPage } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A content page operators edit (about, contact, agreements, review policy). */
export function getContentPage(key: ContentKey, signal?: AbortSignal): Promise<ContentPage> {
  return request<ContentPage>(`${API.content}/${key}`, { signal });
}

export const contentPageQueryOptions = (key: ContentKey) =>
  queryOptions({
    queryKey: ['content', key] as const,
    queryFn: ({ signal }) => getContentPage(key, signal),
  });

export const useContentPage = (key: ContentKey) => useQuery(contentPageQueryOptions(key));
