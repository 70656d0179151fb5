import type { DocumentUploadRules } from '@lawbridge/contract';
import { showToast } from '../../../lib/toast';
import { useNewDocumentVersion } from '../api/document-mutations';
import { useDocumentFile } from '../use-document-file';
import { DocumentFileField } from './document-file-field';

/** 上传新版本: a new file for one of my documents, reviewed again while the listed version stays on sale. */
export function VersionUpload({ documentId, rules }: { documentId: number; rules: DocumentUploadRules }) {
  const version = useNewDocumentVersion();
  const file = useDocumentFile(rules, (fileId) =>
    version.mutate(
      { id: documentId, file_id: fileId },
      {
        onSuccess: () => {
          showToast('新版本已提交，审核通过后替换');
          file.clear();
        },
      },
    ),
  );
  return (
    <DocumentFileField
      state={file.state}
      chooseLabel="上传新版本"
      onChoose={(chosen) => void file.choose(chosen)}
    />
  );
}
