import { DOCUMENT_REPORT_STATES } from '@lawbridge/contract';
import type { DocumentReportState } from '@lawbridge/contract';
import { Card, Flex } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { useListSearch } from '../../../lib/use-list-search';
import { useDocumentReports } from '../api/get-document-reports';
import { ReportStateFilter } from '../components/report-state-filter';
import { ReportsTable } from '../components/reports-table';

const isState = (raw: string | undefined): raw is DocumentReportState =>
  (DOCUMENT_REPORT_STATES as readonly string[]).includes(raw ?? '');

/** 举报处理: reports of documents (open ones first), each dismissed or ending in the document's take-down. */
export function DocumentReportsPage() {
  const { paging, filters, setPage, setFilter } = useListSearch(['state']);
  const state = isState(filters.state) ? filters.state : undefined;
  const reports = useDocumentReports({ ...paging, ...(state ? { state } : {}) });
  return (
    <PageContainer title="举报处理">
      <Card>
        <Flex vertical gap={16}>
          <div>
            <ReportStateFilter value={state} onChange={(next) => setFilter('state', next)} />
          </div>
          <ReportsTable
            paging={paging}
            filtered={state !== undefined}
            query={reports}
            onPageChange={setPage}
          />
        </Flex>
      </Card>
    </PageContainer>
  );
}
