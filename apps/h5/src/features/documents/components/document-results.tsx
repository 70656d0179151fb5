import Button from 'antd-mobile/es/components/button';
import { EmptyState } from '../../../components/empty-state';
import { useDocuments } from '../api/get-documents';
import { hasNarrowingFilters, type DocumentFilters } from '../document-filters';
import { DocumentCard } from './document-card';
import { RecordList } from './record-list';

/** About this many cards fill a phone's first screen (index.html preloads their covers: scripts/early-data.ts). */
export const FIRST_SCREEN_CARDS = 5;

/** The listed documents matching `filters`, loaded 20 at a time as the user scrolls. */
export function DocumentResults({
  filters,
  onClearFilters,
}: {
  filters: DocumentFilters;
  onClearFilters(): void;
}) {
  return (
    <RecordList
      query={useDocuments(filters)}
      label="文档列表"
      empty={
        <EmptyState text="没有找到符合条件的文档">
          {hasNarrowingFilters(filters) ? (
            <Button size="small" color="primary" fill="outline" onClick={onClearFilters}>
              清除筛选
            </Button>
          ) : null}
        </EmptyState>
      }
    >
      {(document, index) => (
        <DocumentCard key={document.id} document={document} eager={index < FIRST_SCREEN_CARDS} />
      )}
    </RecordList>
  );
}
