import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { RefundStatusTabs } from '../../orders-shared/components/refund-status-tabs';
import { useRefundListParams } from '../../refunds/use-refund-list-params';
import { useAppointmentRefunds } from '../api/get-appointment-refunds';
import {
  AppointmentRefundDialog,
  type AppointmentRefundToDecide,
} from '../components/appointment-refund-dialog';
import { AppointmentRefundsTable } from '../components/appointment-refunds-table';

export function AppointmentRefundsPage() {
  const { params, tab, setPage, setTab } = useRefundListParams();
  const refunds = useAppointmentRefunds(params);
  const [deciding, setDeciding] = useState<AppointmentRefundToDecide | null>(null);
  return (
    <PageContainer title="预约退款">
      <Card>
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            律师已接单的预约申请退款时由平台审核；接单前的退款申请已自动全额退款，不在此列。
          </Typography.Text>
          <RefundStatusTabs value={tab} onChange={setTab} />
          <AppointmentRefundsTable
            params={params}
            query={refunds}
            onPageChange={setPage}
            onDecide={setDeciding}
          />
        </Flex>
      </Card>
      {deciding && (
        <AppointmentRefundDialog key={deciding.id} refund={deciding} onClose={() => setDeciding(null)} />
      )}
    </PageContainer>
  );
}
