import { Card, Flex } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { RefundStatusTabs } from '../../orders-shared/components/refund-status-tabs';
import { useRefundRequests } from '../api/get-refund-requests';
import { DecisionModal, type RefundToDecide } from '../components/decision-modal';
import { RefundsTable } from '../components/refunds-table';
import { useRefundListParams } from '../use-refund-list-params';

export function RefundsPage() {
  const { params, tab, setPage, setTab } = useRefundListParams();
  const refunds = useRefundRequests(params);
  const [deciding, setDeciding] = useState<RefundToDecide | null>(null);
  return (
    <PageContainer title="退款申请">
      <Card>
        <Flex vertical gap={16}>
          <RefundStatusTabs value={tab} onChange={setTab} />
          <RefundsTable params={params} query={refunds} onPageChange={setPage} onDecide={setDeciding} />
        </Flex>
      </Card>
      {deciding && <DecisionModal key={deciding.id} refund={deciding} onClose={() => setDeciding(null)} />}
    </PageContainer>
  );
}
