import type { AdminDocumentDetail } from '@lawbridge/contract';
import { useDocument } from '../api/get-document';
import { useLastDefined } from '../use-last-defined';
import { DocumentActions } from './document-actions';
import { DocumentDetails } from './document-details';
import { QueryDrawer } from './query-drawer';

/** Whether any action is open on the document now. */
const actionable = (document: AdminDocumentDetail) =>
  document.reviewing_version_id !== null || document.state === 'listed' || document.state === 'taken_down';

/** One document over a list, open while `id` is set, with the actions open on it now. */
export function DocumentDrawer({
  id,
  onClose,
  onReviewed,
}: {
  id: number | undefined;
  onClose: () => void;
  /** After a review decision. */
  onReviewed?: () => void;
}) {
  const shownId = useLastDefined(id);
  return (
    <QueryDrawer
      open={id !== undefined}
      onClose={onClose}
      title={(document) => (document ? `文档 · ${document.title}` : '文档')}
      query={useDocument(shownId)}
      footer={(document) =>
        actionable(document) ? <DocumentActions document={document} onReviewed={onReviewed} /> : null
      }
    >
      {(document) => <DocumentDetails document={document} />}
    </QueryDrawer>
  );
}
