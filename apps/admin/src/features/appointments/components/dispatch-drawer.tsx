import type { AdminAppointmentItem, DispatchSuggestion } from '@lawbridge/contract';
import { App, Descriptions, Drawer, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { useAssignAppointment } from '../api/assign-appointment';
import { useAppointment } from '../api/get-appointment';
import { useSuggestions } from '../api/get-suggestions';
import { formatAppointmentTime } from '../appointment-labels';
import { SuggestionsTable } from './suggestions-table';

const DRAWER_WIDTH = 880;

/** What the customer asked for: from the queue's row at once, the description and place note once loaded. */
function Wishes({ item }: { item: AdminAppointmentItem }) {
  const detail = useAppointment(item.order_no);
  return (
    <Descriptions column={2} size="small" bordered>
      <Descriptions.Item label="预约时间">{formatAppointmentTime(item.appointment_at)}</Descriptions.Item>
      <Descriptions.Item label="城市">{item.area_name}</Descriptions.Item>
      <Descriptions.Item label="咨询类型">{item.legal_type_name}</Descriptions.Item>
      <Descriptions.Item label="指定律师">
        {item.lawyer ? item.lawyer.name : '无（平台分配）'}
      </Descriptions.Item>
      <Descriptions.Item label="联系人">
        {item.customer.name} {detail.data?.phone ?? item.customer.phone}
      </Descriptions.Item>
      <Descriptions.Item label="支付">
        {yuan(item.paid_amount)} · {item.paid_at === null ? '—' : formatShanghaiDateTime(item.paid_at)}
      </Descriptions.Item>
      <Descriptions.Item label="见面地点说明" span={2}>
        {detail.data ? (detail.data.place_note ?? '—') : <Skeleton.Input active size="small" />}
      </Descriptions.Item>
      <Descriptions.Item label="问题描述" span={2}>
        {detail.data ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {detail.data.description}
          </Typography.Paragraph>
        ) : detail.isError ? (
          <Typography.Text type="danger">加载失败：{detail.error.message}</Typography.Text>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 派单 for one appointment: the customer's wishes and the suggested lawyers with why; 分配 (or 确认用户选择 for
 * the lawyer the customer chose) hands it to that lawyer, who then has 24 hours to accept.
 */
export function DispatchDrawer({
  item,
  onClose,
}: {
  item: AdminAppointmentItem | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  // The last appointment stays on screen while the drawer slides away.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  const suggestions = useSuggestions(item?.order_no);
  const assign = useAssignAppointment();
  const assigningUuid = assign.isPending ? assign.variables.lawyer_uuid : undefined;

  const onAssign = (lawyer: DispatchSuggestion) => {
    if (!shown) return;
    assign.mutate(
      { order_no: shown.order_no, lawyer_uuid: lawyer.uuid },
      {
        onSuccess: () => {
          void message.success(`已分配给${lawyer.name}，等待律师确认`);
          onClose();
        },
      },
    );
  };

  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={shown ? `派单 · ${shown.order_no}` : '派单'}
      destroyOnHidden
    >
      {shown && (
        <Flex vertical gap={24}>
          <DetailSection title="用户需求">
            <Wishes item={shown} />
          </DetailSection>
          <DetailSection title="推荐律师">
            <Typography.Text type="secondary">
              按同城、同省、擅长该类型、接单中、评分排序；拒绝过或超时未确认该预约的律师不再推荐。
            </Typography.Text>
            <SuggestionsTable query={suggestions} assigningUuid={assigningUuid} onAssign={onAssign} />
          </DetailSection>
        </Flex>
      )}
    </Drawer>
  );
}
