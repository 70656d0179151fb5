import { Flex } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { OrderCards } from '../components/order-cards';
import { QueueCards } from '../components/queue-cards';
import { ShippedContentAlerts } from '../components/shipped-content-alerts';
import { SummaryCards } from '../components/summary-cards';
import { WithdrawalCards } from '../components/withdrawal-cards';

export function DashboardPage() {
  const summary = useDashboardSummary();
  return (
    <PageContainer title="工作台">
      <Flex vertical gap={16}>
        {summary.data && summary.data.content_defaults.length > 0 && (
          <ShippedContentAlerts keys={summary.data.content_defaults} />
        )}
        {summary.isError ? (
          <QueryErrorResult
            error={summary.error}
            retrying={summary.isFetching}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <>
            <SummaryCards summary={summary.data} />
            <OrderCards summary={summary.data} />
          </>
        )}
        <WithdrawalCards />
        <QueueCards />
      </Flex>
    </PageContainer>
  );
}
