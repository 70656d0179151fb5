import type { AdminDocumentOrderDetail } from '@lawbridge/contract';
import { Descriptions, Flex } from 'antd';
import { Link } from 'react-router';
import { documentPath } from '../../../app/paths';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { timelineOf } from '../../documents/document-events';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { OrderTimeline } from '../../orders-shared/components/order-timeline';
import { DocumentOrderStateTag } from './document-order-state-tag';
import { DownloadLog } from './download-log';

const timeOrDash = (at: number | null) => (at === null ? '—' : formatShanghaiDateTime(at));

/** A document order for the drawer: the facts and money, its events and the download log. */
export function DocumentOrderDetails({ order }: { order: AdminDocumentOrderDetail }) {
  return (
    <Flex vertical gap={24}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label="状态">
          <DocumentOrderStateTag state={order.state} label={order.state_label} />
        </Descriptions.Item>
        <Descriptions.Item label="文档">
          <Link to={documentPath(order.document.id)}>{order.document.title}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="买家">
          {order.buyer.name} {order.buyer.phone}
        </Descriptions.Item>
        <Descriptions.Item label="上传者">{order.uploader_name}</Descriptions.Item>
        <Descriptions.Item label="价格">{yuan(order.price)}</Descriptions.Item>
        <Descriptions.Item label="平台佣金">{yuan(order.commission)}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{formatShanghaiDateTime(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{timeOrDash(order.paid_at)}</Descriptions.Item>
        <Descriptions.Item label="首次下载">{timeOrDash(order.first_used_at)}</Descriptions.Item>
        <Descriptions.Item label="退款时间">{timeOrDash(order.refunded_at)}</Descriptions.Item>
        <Descriptions.Item label="下载次数">{order.downloads}</Descriptions.Item>
        {order.pay_deadline !== null && (
          <Descriptions.Item label="支付期限">{formatShanghaiDateTime(order.pay_deadline)}</Descriptions.Item>
        )}
      </Descriptions>

      <DetailSection title="订单进度">
        <OrderTimeline events={timelineOf(order.events)} />
      </DetailSection>

      <DetailSection title="下载记录">
        <DownloadLog downloads={order.download_log} />
      </DetailSection>
    </Flex>
  );
}
