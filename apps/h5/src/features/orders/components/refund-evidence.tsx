import { SERVICE_REFUND_IMAGES_MAX } from '@lawbridge/contract';
import { useState } from 'react';
import type { PickedFile } from '../../../components/file-picker';
import type { PickedImage } from '../../../components/image-picker';
import { AttachmentField } from './attachment-field';

/**
 * A refund request's evidence on any order kind (issue 15): up to 3 images and 6 files, the field that
 * picks them, their upload ids in the order chosen, and whether one is still uploading.
 */
export function useRefundEvidence() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  return {
    uploading,
    ids: () => ({ images: images.map((image) => image.id), files: files.map((file) => file.id) }),
    clear() {
      setImages([]);
      setFiles([]);
    },
    field: (
      <AttachmentField
        label="凭证图片"
        value={images}
        onChange={setImages}
        maxCount={SERVICE_REFUND_IMAGES_MAX}
        filesLabel="凭证文件"
        files={files}
        onFilesChange={setFiles}
        onBusyChange={setUploading}
      />
    ),
  };
}
