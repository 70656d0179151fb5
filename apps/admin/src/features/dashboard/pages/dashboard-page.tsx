import { PageContainer } from '../../../components/page-container';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { SummaryCards } from '../components/summary-cards';

export function DashboardPage() {
  const summary = useDashboardSummary();
  return (
    <PageContainer title="工作台">
      {summary.isError ? (
        <QueryErrorResult
          error={summary.error}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <SummaryCards summary={summary.data} />
      )}
    </PageContainer>
  );
}
