import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TITLE_MAX,
  type DocumentUploadRules,
  type LegalTypeNode,
} from '@lawbridge/contract';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { RequestSubmitBar } from '../../../components/request-form/request-fields';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { useLegalTypeTree } from '../../common/api/get-legal-type-tree';
import { useCreateDocument } from '../api/document-mutations';
import { useUploadRules } from '../api/get-upload-rules';
import { DocumentFileField } from '../components/document-file-field';
import { LegalTypeField } from '../components/legal-type-field';
import { PriceField } from '../components/price-field';
import { TagsField } from '../components/tags-field';
import { documentUploadBody } from '../document-upload-form';
import { useDocumentFile } from '../use-document-file';
import styles from './document-upload-page.module.css';

/** 文档上传: the form (PRODUCT §12); submitted, the document is processed, reviewed, and shown in 我的文档. */
export default function DocumentUploadPage() {
  const rules = useUploadRules();
  const tree = useLegalTypeTree();
  const both = {
    data: rules.data && tree.data ? { rules: rules.data, tree: tree.data } : undefined,
    isPending: rules.isPending || tree.isPending,
    isError: rules.isError || tree.isError,
    refetch: () => Promise.all([rules.refetch(), tree.refetch()]),
  };
  return <AsyncView query={both}>{(data) => <UploadForm rules={data.rules} tree={data.tree} />}</AsyncView>;
}

function fileHint(rules: DocumentUploadRules): string {
  const kinds = rules.word_supported ? 'PDF、Word（DOC、DOCX）' : 'PDF（暂不支持 Word）';
  return `支持 ${kinds}，不超过${Math.floor(rules.max_bytes / 1024 / 1024)}MB；审核通过后展示前几页预览`;
}

function UploadForm({ rules, tree }: { rules: DocumentUploadRules; tree: readonly LegalTypeNode[] }) {
  const [title, setTitle] = useState('');
  const [legalTypeId, setLegalTypeId] = useState<number | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [yuan, setYuan] = useState('');
  const file = useDocumentFile(rules);
  const create = useCreateDocument();
  const { redirectTo } = useAppNavigation();

  function submit() {
    const checked = documentUploadBody(
      {
        title,
        legalTypeId,
        tags,
        description,
        fileId: file.state.status === 'uploaded' ? file.state.id : null,
        fileUploading: file.state.status === 'uploading',
        yuan,
      },
      rules,
    );
    if (!checked.ok) return showFormIssue(checked);
    create.mutate(checked.body, {
      onSuccess: () => {
        showToast('已提交，处理完成后进入审核');
        redirectTo(PATHS.documentMine);
      },
    });
  }

  return (
    <div className={styles.page}>
      <Form layout="vertical" className={styles.form}>
        <Form.Item label="文档标题" data-field="title">
          <Input
            aria-label="文档标题"
            placeholder="4–60个字，如：房屋租赁合同（出租方版）"
            value={title}
            maxLength={DOCUMENT_TITLE_MAX}
            onChange={setTitle}
          />
        </Form.Item>
        <Form.Item label="法律类型" data-field="legal_type_id">
          <LegalTypeField tree={tree} value={legalTypeId} onChange={setLegalTypeId} />
        </Form.Item>
        <Form.Item label="标签（选填，最多5个）">
          <TagsField value={tags} onChange={setTags} />
        </Form.Item>
        {/* The Form.Item label has no field to point at (the form keeps no values); this one labels the box. */}
        <Form.Item data-field="description">
          <label className={styles.label} htmlFor="document-description">
            文档简介
          </label>
          <TextArea
            id="document-description"
            placeholder="10–1000个字：适用场景、主要条款、注意事项"
            value={description}
            maxLength={DOCUMENT_DESCRIPTION_MAX}
            showCount
            rows={5}
            onChange={setDescription}
          />
        </Form.Item>
        <Form.Item label="文件" data-field="file_id">
          <DocumentFileField
            state={file.state}
            chooseLabel="选择文件"
            hint={fileHint(rules)}
            onChoose={(chosen) => void file.choose(chosen)}
            onRemove={file.clear}
          />
        </Form.Item>
        <Form.Item label="价格" data-field="price">
          <PriceField rules={rules} value={yuan} onChange={setYuan} />
        </Form.Item>
      </Form>
      <RequestSubmitBar label="提交审核" loading={create.isPending} onSubmit={submit} />
    </div>
  );
}
