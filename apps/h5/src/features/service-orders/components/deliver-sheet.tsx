import { SERVICE_DELIVERY_ATTACHMENTS_MAX, SERVICE_DELIVERY_NOTE_MAX } from '@lawbridge/contract';
import { useState } from 'react';
import type { PickedFile } from '../../../components/file-picker';
import type { PickedImage } from '../../../components/image-picker';
import { showToast } from '../../../lib/toast';
import { AttachmentField } from '../../orders/components/attachment-field';
import { TextSheet } from '../../orders/components/text-sheet';

export interface DeliverSheetProps {
  visible: boolean;
  submitting: boolean;
  onClose(): void;
  /** The note and the upload ids of the images and the files, in the order chosen. */
  onSubmit(delivery: { note: string; attachments: string[]; files: string[] }): void;
}

/** 标记已交付: what the lawyer did (2–1000 characters), up to 6 images and up to 6 files (the reviewed contract). */
export function DeliverSheet({ visible, submitting, onClose, onSubmit }: DeliverSheetProps) {
  const [attachments, setAttachments] = useState<PickedImage[]>([]);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  return (
    <TextSheet
      visible={visible}
      title="标记已交付"
      textLabel="交付说明"
      placeholder="请填写交付说明（2–1000字）：您为用户完成了哪些服务、结论和建议"
      min={2}
      max={SERVICE_DELIVERY_NOTE_MAX}
      submitText="确认交付"
      submitting={submitting}
      onClose={onClose}
      onAfterClose={() => {
        setAttachments([]);
        setFiles([]);
      }}
      afterText={
        <AttachmentField
          label="交付附件"
          value={attachments}
          onChange={setAttachments}
          maxCount={SERVICE_DELIVERY_ATTACHMENTS_MAX}
          filesLabel="交付文件"
          files={files}
          onFilesChange={setFiles}
          onBusyChange={setUploading}
        />
      }
      onSubmit={(note) => {
        if (uploading) return showToast('附件上传中，请稍候');
        onSubmit({
          note,
          attachments: attachments.map((image) => image.id),
          files: files.map((file) => file.id),
        });
      }}
    />
  );
}
