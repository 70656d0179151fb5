import { PENDING_QUEUES, type PendingCounts } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Flex } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { pendingCountsQueryKey } from '../../features/dashboard/api/get-pending-counts';
import { PENDING_QUEUE_PAGES } from '../../features/dashboard/pending-queues';

type Item = NonNullable<MenuProps['items']>[number];

const QUEUE_OF_PATH = new Map(PENDING_QUEUES.map((queue) => [PENDING_QUEUE_PAGES[queue].path, queue]));

/** The menu with each queue's section showing how much waits in it (nothing while none does). */
export function withQueueBadges(items: readonly Item[], counts: PendingCounts | undefined): Item[] {
  return items.map((item) => {
    if (!item || !('key' in item)) return item;
    if (item.type === 'group') return { ...item, children: withQueueBadges(item.children ?? [], counts) };
    const queue = QUEUE_OF_PATH.get(String(item.key));
    const count = queue && counts ? counts[queue] : 0;
    if (!count || !('label' in item)) return item;
    return {
      ...item,
      label: (
        <Flex justify="space-between" align="center" gap={8}>
          {item.label}
          <Badge count={count} size="small" overflowCount={99} title={`${count} 件待处理`} />
        </Flex>
      ),
    } as Item;
  });
}

/**
 * Asks for the counts again whenever the operator moves to another page (between the minute's polls); the
 * first page's are being fetched already.
 */
export function useCountsOnNavigation(pathname: string): void {
  const queryClient = useQueryClient();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
  }, [queryClient, pathname]);
}
