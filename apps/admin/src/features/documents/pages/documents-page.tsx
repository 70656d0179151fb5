import { DOCUMENT_STATES } from '@lawbridge/contract';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { documentPath, paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { useDocuments } from '../api/get-documents';
import { DocumentDrawer } from '../components/document-drawer';
import { DocumentsTable } from '../components/documents-table';
import { PlatformDocumentDialog } from '../components/platform-document-dialog';
import { StateKeywordFilterForm } from '../components/state-keyword-filters';
import { STATE_OPTIONS } from '../document-labels';
import { useStateKeywordParams } from '../use-state-keyword-params';
import { useOpenedDocument } from '../use-opened-document';

/**
 * 文档管理: every document by state and keyword, with one opened over the list (下架, 恢复上架, review);
 * 上传平台文档 adds a free platform document.
 */
export function DocumentsPage() {
  const [uploading, setUploading] = useState(false);
  const { params, filters, setPage, setFilters } = useStateKeywordParams(DOCUMENT_STATES);
  const documents = useDocuments(params);
  const { openId, close } = useOpenedDocument(paths.documents);
  return (
    <PageContainer
      title="文档管理"
      extra={
        <Button type="primary" onClick={() => setUploading(true)}>
          上传平台文档
        </Button>
      }
    >
      <Card>
        <Flex vertical gap={16}>
          <StateKeywordFilterForm
            value={filters}
            stateOptions={STATE_OPTIONS}
            keywordPlaceholder="标题、上传者手机号或姓名"
            onChange={setFilters}
          />
          <DocumentsTable
            openPath={documentPath}
            managed
            paging={params}
            query={documents}
            onPageChange={setPage}
            emptyText={Object.keys(filters).length > 0 ? '没有符合条件的文档' : '暂无文档'}
          />
        </Flex>
      </Card>
      <DocumentDrawer id={openId} onClose={close} />
      {uploading && <PlatformDocumentDialog onClose={() => setUploading(false)} />}
    </PageContainer>
  );
}
