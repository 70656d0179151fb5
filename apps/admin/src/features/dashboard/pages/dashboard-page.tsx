import { Flex } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { QueueCards } from '../components/queue-cards';
import { SummaryCards } from '../components/summary-cards';

export function DashboardPage() {
  const summary = useDashboardSummary();
  return (
    <PageContainer title="工作台">
      <Flex vertical gap={16}>
        {summary.isError ? (
          <QueryErrorResult
            error={summary.error}
            retrying={summary.isFetching}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <SummaryCards summary={summary.data} />
        )}
        <QueueCards />
      </Flex>
    </PageContainer>
  );
}
