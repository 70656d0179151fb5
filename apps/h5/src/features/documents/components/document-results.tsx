import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useDocuments } from '../api/get-documents';
import { hasNarrowingFilters, type DocumentFilters } from '../document-filters';
import { DocumentCard } from './document-card';
import styles from './document-results.module.css';

/** The listed documents matching `filters`, loaded 20 at a time as the user scrolls. */
export function DocumentResults({
  filters,
  onClearFilters,
}: {
  filters: DocumentFilters;
  onClearFilters(): void;
}) {
  const documents = useDocuments(filters);
  const { state, loadMore } = infiniteListOf(documents);
  return (
    <AsyncView
      query={state}
      loading={<Skeleton.Paragraph lineCount={8} animated className={styles.loading} />}
    >
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        if (list.length === 0) {
          return (
            <EmptyState text="没有找到符合条件的文档">
              {hasNarrowingFilters(filters) ? (
                <Button size="small" color="primary" fill="outline" onClick={onClearFilters}>
                  清除筛选
                </Button>
              ) : null}
            </EmptyState>
          );
        }
        return (
          <>
            <ul className={styles.list} aria-label="文档列表">
              {list.map((document) => (
                <DocumentCard key={document.id} document={document} />
              ))}
            </ul>
            <InfiniteScroll loadMore={loadMore} hasMore={documents.hasNextPage} />
          </>
        );
      }}
    </AsyncView>
  );
}
