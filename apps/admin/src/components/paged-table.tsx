import type { Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { PAGE_SIZE_OPTIONS } from '../lib/use-list-search';
import type { Paging } from '../lib/use-list-search';
import { QueryErrorResult } from './query-error-result';

interface PagedTableProps<Row extends object> {
  query: UseQueryResult<Page<Row>>;
  paging: Paging;
  onPageChange: (page: number, pageSize: number) => void;
  columns: TableColumnsType<Row>;
  /** A row's own key, or how to make one (rows whose key is nested). */
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** What the empty table says, e.g. that no row matches the filters. */
  emptyText: string;
  /** Per-row attributes, e.g. a row that needs attention stands out. */
  onRow?: TableProps<Row>['onRow'];
  /** E.g. `{ x: 'max-content' }`: a wide table scrolls inside its card on a narrow window. */
  scroll?: TableProps<Row>['scroll'];
}

/**
 * One server-side page of a list. The previous page stays on screen while the next one loads;
 * a failed first load becomes an error with a retry button.
 */
export function PagedTable<Row extends object>({
  query,
  paging,
  onPageChange,
  columns,
  rowKey,
  emptyText,
  onRow,
  scroll,
}: PagedTableProps<Row>) {
  if (query.isError && !query.data) {
    return (
      <QueryErrorResult
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Table<Row>
      size="middle"
      rowKey={rowKey}
      columns={columns}
      onRow={onRow}
      scroll={scroll}
      dataSource={query.data?.list}
      loading={query.isFetching}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{
        current: paging.page,
        pageSize: paging.page_size,
        total: query.data?.total ?? 0,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPageChange,
      }}
    />
  );
}
