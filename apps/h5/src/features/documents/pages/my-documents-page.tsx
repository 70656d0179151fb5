import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { useMyDocuments } from '../api/get-my-documents';
import { useUploadRules } from '../api/get-upload-rules';
import { MyDocumentCard } from '../components/my-document-card';
import { RecordList } from '../components/record-list';
import styles from './my-documents-page.module.css';

/** 我的文档: the signed-in user's uploads with their state, sales and income; 上传文档 on top. */
export default function MyDocumentsPage() {
  const documents = useMyDocuments();
  const rules = useUploadRules();
  const { navigateTo } = useAppNavigation();
  const upload = (
    <Button color="primary" shape="rounded" onClick={() => navigateTo(PATHS.documentUpload)}>
      上传文档
    </Button>
  );
  const hasDocuments = (documents.data?.pages[0]?.list.length ?? 0) > 0;
  return (
    <div>
      {hasDocuments ? <div className={styles.top}>{upload}</div> : null}
      <RecordList
        query={documents}
        label="我的文档"
        empty={<EmptyState text="还没有上传过文档">{upload}</EmptyState>}
      >
        {(item) => <MyDocumentCard key={item.id} item={item} rules={rules.data} />}
      </RecordList>
    </div>
  );
}
