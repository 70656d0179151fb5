import type { UseQueryResult } from '@tanstack/react-query';
import { Drawer, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';

/** As wide as the details need on a desk, never wider than the window. */
const DRAWER_WIDTH = 'min(900px, 100vw)';

/**
 * A drawer showing what one query loaded (a document, a document order): a skeleton while loading, the error
 * with a retry when it failed, else the details and the footer made from the data.
 */
export function QueryDrawer<Data>({
  open,
  onClose,
  title,
  query,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: (data: Data | undefined) => string;
  query: UseQueryResult<Data>;
  /** The actions open on the data now; null for none. */
  footer: (data: Data) => ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const { data } = query;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={title(data)}
      footer={data === undefined ? null : footer(data)}
    >
      {query.isError ? (
        <QueryErrorResult
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : data !== undefined ? (
        children(data)
      ) : (
        <Skeleton active paragraph={{ rows: 14 }} />
      )}
    </Drawer>
  );
}
