import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';

/** Pulling down refetches every query the page shows (seed §4 pull-to-refresh states). */
export function RefreshFrame({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <PullToRefresh onRefresh={() => queryClient.refetchQueries({ type: 'active' })}>{children}</PullToRefresh>
  );
}
