import type { AdminDocumentOrder, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useLocation } from 'react-router';
import { documentOrderPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { Paging } from '../../../lib/use-list-search';
import { orderNoColumn } from '../../orders-shared/components/order-columns';
import { DocumentOrderStateTag } from './document-order-state-tag';

/** Wider than a narrow window: the table scrolls inside its card. */
const TABLE_SCROLL = { x: 930 };

function columns(search: string): TableColumnsType<AdminDocumentOrder> {
  return [
    orderNoColumn((orderNo) => documentOrderPath(orderNo, search)),
    { title: '文档', key: 'document', width: 200, render: (_, row) => row.document.title },
    {
      title: '买家',
      key: 'buyer',
      width: 120,
      render: (_, row) => (
        <>
          {row.buyer.name}
          <br />
          {row.buyer.phone}
        </>
      ),
    },
    { title: '上传者', dataIndex: 'uploader_name', width: 90 },
    { title: '价格', dataIndex: 'price', width: 90, align: 'right', render: yuan },
    { title: '下载', dataIndex: 'downloads', width: 60, align: 'right' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (_, row) => <DocumentOrderStateTag state={row.state} label={row.state_label} />,
    },
    { title: '下单时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
  ];
}

interface DocumentOrdersTableProps {
  paging: Paging;
  filtered: boolean;
  query: UseQueryResult<Page<AdminDocumentOrder>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of document orders; an order number opens the order over the list, keeping its filters. */
export function DocumentOrdersTable({ paging, filtered, query, onPageChange }: DocumentOrdersTableProps) {
  const { search } = useLocation();
  return (
    <PagedTable<AdminDocumentOrder>
      query={query}
      paging={paging}
      onPageChange={onPageChange}
      columns={columns(search)}
      scroll={TABLE_SCROLL}
      rowKey="order_no"
      emptyText={filtered ? '没有符合条件的订单' : '暂无文档订单'}
    />
  );
}
