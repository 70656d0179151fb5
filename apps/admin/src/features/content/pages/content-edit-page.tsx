import type { ContentKey } from '@lawbridge/contract';
import { Card, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useContentPages } from '../api/get-content-pages';
import { ContentForm } from '../components/content-form';
import { CONTENT_NAMES, isContentKey } from '../content-names';

function ContentEditor({ contentKey }: { contentKey: ContentKey }) {
  const pages = useContentPages();
  const page = pages.data?.find((candidate) => candidate.key === contentKey);
  return (
    <PageContainer title={`编辑内容页 · ${CONTENT_NAMES[contentKey]}`}>
      {pages.isError ? (
        <QueryErrorResult
          error={pages.error}
          retrying={pages.isFetching}
          onRetry={() => void pages.refetch()}
        />
      ) : page ? (
        <ContentForm page={page} />
      ) : pages.data ? (
        <Result status="warning" title="该内容页尚未创建" />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      )}
    </PageContainer>
  );
}

/** `/content/:key`: an unknown key is a missing page, not an empty editor. */
export function ContentEditPage() {
  const { key } = useParams();
  if (!isContentKey(key)) return <Result status="404" title="内容页不存在" />;
  return <ContentEditor contentKey={key} />;
}
