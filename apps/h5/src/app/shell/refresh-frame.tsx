import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { PULL_TO_REFRESH_TEXTS } from './with-pull-to-refresh';

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
