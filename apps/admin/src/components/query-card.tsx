import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryErrorResult } from './query-error-result';

/** A card showing what one query loaded: a skeleton while loading, the error with a retry when it failed. */
export function QueryCard<Data>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  return (
    <Card title={title}>
      {query.isError ? (
        <QueryErrorResult
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data !== undefined ? (
        children(query.data)
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
