import { API } from '@lawbridge/contract';
import type { ContentPage, ContentUpdateBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard-summary';
import { contentQueryKey } from './get-content-pages';

export function updateContentPage(body: ContentUpdateBody): Promise<ContentPage> {
  return request<ContentPage>(API.admin.content, { method: 'POST', body });
}

/** Saves a page's title and body; the H5 app shows the new text from then on. */
export function useUpdateContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentPage,
    onSuccess: (saved) => {
      queryClient.setQueryData<ContentPage[]>(contentQueryKey, (pages) =>
        pages?.map((page) => (page.key === saved.key ? saved : page)),
      );
      // The dashboard lists the pages still showing the shipped text.
      return invalidateAll(queryClient, [auditLogQueryKey, dashboardQueryKey]);
    },
  });
}
