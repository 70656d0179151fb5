import Skeleton from 'antd-mobile/es/components/skeleton';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, TRANSPORT_FAILURE } from '../../../lib/request';
import { useDocument } from '../api/get-document';
import { DocumentDetailView } from '../components/document-detail-view';
import { ToCentreButton } from '../components/to-centre-button';
import { documentIdOf } from '../document-address';
import styles from './document-detail-page.module.css';

/** 文档下载 with `id`: one document's detail (without `id` the route draws document-centre-page.tsx). */
export default function DocumentDetailPage({ query }: PageProps) {
  const id = documentIdOf(query.id);
  const document = useDocument(id);
  const refusal =
    id === 0
      ? '文档不存在'
      : document.error instanceof ApiError && document.error.code !== TRANSPORT_FAILURE
        ? document.error.message
        : null;
  if (refusal) {
    return (
      <EmptyState text={refusal}>
        <ToCentreButton />
      </EmptyState>
    );
  }
  return (
    <AsyncView
      query={document}
      loading={
        <div className={styles.loading}>
          <Skeleton.Paragraph lineCount={10} animated />
        </div>
      }
    >
      {(detail) => <DocumentDetailView document={detail} />}
    </AsyncView>
  );
}
