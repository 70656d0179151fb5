import { Card, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useRefundRequests } from '../api/get-refund-requests';
import { DecisionModal, type RefundToDecide } from '../components/decision-modal';
import { RefundsTable } from '../components/refunds-table';
import { useRefundListParams, type RefundTab } from '../use-refund-list-params';

const TABS: Array<{ value: RefundTab; label: string }> = [
  { value: 'open', label: '待处理' },
  { value: 'granted', label: '已退款' },
  { value: 'refused', label: '不予退款' },
];

export function RefundsPage() {
  const { params, tab, setPage, setTab } = useRefundListParams();
  const refunds = useRefundRequests(params);
  const [deciding, setDeciding] = useState<RefundToDecide | null>(null);
  return (
    <PageContainer title="退款申请">
      <Card>
        <Flex vertical gap={16}>
          <Segmented<RefundTab> options={TABS} value={tab} onChange={setTab} />
          <RefundsTable params={params} query={refunds} onPageChange={setPage} onDecide={setDeciding} />
        </Flex>
      </Card>
      {deciding && <DecisionModal key={deciding.id} refund={deciding} onClose={() => setDeciding(null)} />}
    </PageContainer>
  );
}
