import type { AdminRefundRequestItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { serviceOrderPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { OrderImages } from '../../orders-shared/components/order-images';
import { REFUND_STATUS_LABELS } from '../../orders-shared/order-labels';
import type { RefundRequestListParams } from '../api/get-refund-requests';

function columns(onDecide: (item: AdminRefundRequestItem) => void): TableColumnsType<AdminRefundRequestItem> {
  return [
    { title: '申请时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
    {
      title: '订单号',
      dataIndex: 'order_no',
      width: 170,
      render: (orderNo: string) => <Link to={serviceOrderPath(orderNo)}>{orderNo}</Link>,
    },
    {
      title: '服务 / 律师',
      key: 'service',
      width: 120,
      render: (_, item) => (
        <>
          {item.service_name}
          <br />
          <Typography.Text type="secondary">{item.lawyer.name}</Typography.Text>
        </>
      ),
    },
    {
      title: '用户',
      key: 'customer',
      width: 130,
      render: (_, item) => (
        <>
          {item.customer.nickname}
          <br />
          {item.customer.phone}
        </>
      ),
    },
    {
      title: '原因',
      key: 'reason',
      render: (_, item) => (
        <>
          {item.reason}
          {item.text && <Typography.Text type="secondary">：{item.text}</Typography.Text>}
          {item.images.length > 0 && (
            <div style={{ marginTop: 6 }}>
              <OrderImages urls={item.images} label="退款图片" size={40} />
            </div>
          )}
        </>
      ),
    },
    { title: '实付', dataIndex: 'paid_amount', width: 90, align: 'right', render: yuan },
    { title: '可退', dataIndex: 'refundable', width: 90, align: 'right', render: yuan },
    {
      title: '操作',
      key: 'decide',
      width: 110,
      render: (_, item) =>
        item.status === 0 ? (
          <Button type="primary" size="small" onClick={() => onDecide(item)}>
            处理
          </Button>
        ) : (
          <>
            {REFUND_STATUS_LABELS[item.status]}
            {item.amount !== null && ` ${yuan(item.amount)}`}
            {item.decision_note && <div>{item.decision_note}</div>}
          </>
        ),
    },
  ];
}

interface RefundsTableProps {
  params: RefundRequestListParams;
  query: UseQueryResult<Page<AdminRefundRequestItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  onDecide: (item: AdminRefundRequestItem) => void;
}

/** One page of refund requests, oldest first; 处理 opens the decision dialog. */
export function RefundsTable({ params, query, onPageChange, onDecide }: RefundsTableProps) {
  return (
    <PagedTable<AdminRefundRequestItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(onDecide)}
      rowKey="id"
      emptyText={params.status ? '暂无记录' : '没有待处理的退款申请'}
    />
  );
}
