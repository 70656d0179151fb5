import { DOCUMENT_STATES } from '@lawbridge/contract';
import { Card, Flex } from 'antd';
import { documentReviewPath, paths } from '../../../app/paths';
import { KeywordSearch } from '../../../components/keyword-search';
import { PageContainer } from '../../../components/page-container';
import { useDocuments } from '../api/get-documents';
import { DocumentDrawer } from '../components/document-drawer';
import { DocumentsTable } from '../components/documents-table';
import { useStateKeywordParams } from '../use-state-keyword-params';
import { useOpenedDocument } from '../use-opened-document';

/** 文档审核: documents (and new versions) waiting for review, oldest first; a decision closes the drawer. */
export function DocumentReviewPage() {
  const { params, filters, setPage, setFilters } = useStateKeywordParams(DOCUMENT_STATES);
  const queue = useDocuments({ ...params, state: 'reviewing' });
  const { openId, close } = useOpenedDocument(paths.documentReview);
  return (
    <PageContainer title="文档审核">
      <Card>
        <Flex vertical gap={16}>
          <KeywordSearch
            value={filters.keyword}
            placeholder="标题、上传者手机号或姓名"
            onSearch={(keyword) => setFilters({ keyword })}
          />
          <DocumentsTable
            openPath={documentReviewPath}
            managed={false}
            paging={params}
            query={queue}
            onPageChange={setPage}
            emptyText={filters.keyword ? '没有符合条件的待审核文档' : '暂无待审核文档'}
          />
        </Flex>
      </Card>
      <DocumentDrawer id={openId} onClose={close} onReviewed={close} />
    </PageContainer>
  );
}
