import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';

/** Seed §4 pull-to-refresh states: pulling, reached (can release), refreshing, then done. */
export const PULL_TO_REFRESH_TEXTS = {
  pullingText: '下拉刷新',
  canReleaseText: '释放立即刷新',
  refreshingText: '加载中…',
  completeText: '刷新成功',
} as const;

/** Pulling down refetches every query the page shows. */
export function RefreshFrame({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <PullToRefresh
      {...PULL_TO_REFRESH_TEXTS}
      onRefresh={() => queryClient.refetchQueries({ type: 'active' })}
    >
      {children}
    </PullToRefresh>
  );
}
