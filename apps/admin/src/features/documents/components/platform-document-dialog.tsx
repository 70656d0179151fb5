import {
  adminDocumentCreateBody,
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TAGS_MAX,
  DOCUMENT_TITLE_MAX,
} from '@lawbridge/contract';
import type { AdminDocumentCreateBody, LegalTypeNode } from '@lawbridge/contract';
import { Alert, App, Form, Input, Select, TreeSelect } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { zodRule } from '../../../lib/zod-rule';
import { useCreatePlatformDocument, useLegalTypeTree } from '../api/platform-document';
import { DocumentFileInput } from './document-file-input';

const fields = adminDocumentCreateBody.shape;

interface TreeOption {
  value: number;
  title: string;
  selectable: boolean;
  children?: TreeOption[];
}

/** The legal types as the picker shows them: a parent opens, only a leaf is chosen (as in the H5 form). */
const toOptions = (nodes: LegalTypeNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    selectable: !node.children?.length,
    ...(node.children?.length ? { children: toOptions(node.children) } : {}),
  }));

interface PlatformDocumentDialogProps {
  onClose: () => void;
}

/**
 * 上传平台文档: the file, title, legal type, tags and description of a free platform document. It is then
 * processed (Word converted, previews made) and waits in 文档审核 like every document.
 */
export function PlatformDocumentDialog({ onClose }: PlatformDocumentDialogProps) {
  const { message } = App.useApp();
  const create = useCreatePlatformDocument();
  const legalTypes = useLegalTypeTree();
  return (
    <FormModal<AdminDocumentCreateBody>
      title="上传平台文档"
      okText="上传"
      submitting={create.isPending}
      onCancel={onClose}
      onFinish={(values) =>
        create.mutate(values, {
          onSuccess: () => {
            void message.success('已上传，处理完成后进入文档审核');
            onClose();
          },
        })
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="平台文档免费提供，上传者显示为律桥平台；处理完成后须在文档审核中通过才会上架。"
      />
      {create.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={create.error.message} />
      )}
      <Form.Item name="file_id" label="文件" rules={[zodRule(fields.file_id)]}>
        <DocumentFileInput />
      </Form.Item>
      <Form.Item name="title" label="文档标题" rules={[zodRule(fields.title)]}>
        <Input maxLength={DOCUMENT_TITLE_MAX} showCount placeholder="如：有限责任公司章程范本" />
      </Form.Item>
      <Form.Item name="legal_type_id" label="法律类型" rules={[zodRule(fields.legal_type_id)]}>
        <TreeSelect
          treeData={toOptions(legalTypes.data ?? [])}
          loading={legalTypes.isLoading}
          placeholder={legalTypes.isError ? '法律类型加载失败，请关闭后重试' : '请选择具体的法律类型'}
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="tags" label="标签" rules={[zodRule(fields.tags)]}>
        <Select mode="tags" maxCount={DOCUMENT_TAGS_MAX} open={false} placeholder="输入后按回车，最多5个" />
      </Form.Item>
      <Form.Item name="description" label="文档简介" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={4} count={{ show: true, max: DOCUMENT_DESCRIPTION_MAX }} />
      </Form.Item>
    </FormModal>
  );
}
