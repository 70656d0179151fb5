import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useUploadDocumentFile } from '../api/platform-document';

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface DocumentFileInputProps {
  /** The upload id once the file is stored (the form's `file_id`). */
  value?: string;
  onChange?: (uploadId: string | undefined) => void;
}

/**
 * The form's file: choosing one uploads it at once (the server checks its type by content and its size),
 * then shows its name; a refusal shows the server's message under the button.
 */
export function DocumentFileInput({ value, onChange }: DocumentFileInputProps) {
  const upload = useUploadDocumentFile();
  const [name, setName] = useState<string | null>(null);
  return (
    <Flex vertical gap={4}>
      <Upload
        accept={ACCEPT}
        maxCount={1}
        showUploadList={false}
        customRequest={({ file }) => {
          onChange?.(undefined);
          upload.mutate(file as File, {
            onSuccess: (result) => {
              setName(result.name);
              onChange?.(result.id);
            },
          });
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {value ? '重新选择文件' : '选择文件'}
        </Button>
      </Upload>
      {value && name && <Typography.Text>{name}</Typography.Text>}
      {upload.error && <Typography.Text type="danger">{upload.error.message}</Typography.Text>}
      <Typography.Text type="secondary">PDF、DOC、DOCX，不超过20MB</Typography.Text>
    </Flex>
  );
}
