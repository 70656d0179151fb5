import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@lawbridge/contract';
import ImageUploader, {
  type ImageUploadItem,
  type UploadTask,
} from 'antd-mobile/es/components/image-uploader';
import { useMemo, useState } from 'react';
import { uploadImage } from '../../features/upload/api/upload-image';
import { ApiError } from '../../lib/request';
import { showToast } from '../../lib/toast';
import { compressImage } from './compress-image';
import styles from './image-picker.module.css';

/** An uploaded image: its upload id (what API bodies carry) and an address to preview it. */
export interface PickedImage {
  id: string;
  url: string;
}

export interface ImagePickerProps {
  value: readonly PickedImage[];
  onChange(images: PickedImage[]): void;
  maxCount: number;
  /** Told whether an upload is still running, so a form can wait before it submits. */
  onBusyChange?(busy: boolean): void;
}

const ACCEPTED: readonly string[] = IMAGE_MIME_TYPES;
const WRONG_TYPE = '请选择 JPG、PNG 或 WebP 格式的图片';
const TOO_LARGE = `图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`;
const UPLOAD_FAILED = '上传失败，请重试';

/**
 * Chooses images, shrinks them on the device, uploads each one and reports the uploaded images.
 * A failed upload stays visible as failed, with the server's message under the images.
 */
export function ImagePicker({ value, onChange, maxCount, onBusyChange }: ImagePickerProps) {
  const [error, setError] = useState<string | null>(null);
  // A stable list: the uploader reports its queue again whenever it is handed a new one.
  const items = useMemo(() => value.map((image) => ({ key: image.id, url: image.url })), [value]);

  async function upload(file: File): Promise<ImageUploadItem> {
    setError(null);
    try {
      const compressed = await compressImage(file);
      if (compressed.size > IMAGE_MAX_BYTES) throw new Error(TOO_LARGE);
      const uploaded = await uploadImage(compressed);
      return { key: uploaded.id, url: uploaded.url };
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : UPLOAD_FAILED;
      // The request layer has already shown API failures as a toast.
      if (!(failure instanceof ApiError)) showToast(message);
      setError(message);
      throw failure;
    }
  }

  function acceptOnlyImages(file: File): File | null {
    if (ACCEPTED.includes(file.type)) return file;
    showToast(WRONG_TYPE);
    return null;
  }

  return (
    <div>
      <ImageUploader
        value={items}
        onChange={(items) => onChange(items.map((item) => ({ id: String(item.key), url: item.url })))}
        upload={upload}
        beforeUpload={acceptOnlyImages}
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple={maxCount > 1}
        maxCount={maxCount}
        onCountExceed={() => showToast(`最多上传${maxCount}张图片`)}
        onUploadQueueChange={(tasks: UploadTask[]) =>
          onBusyChange?.(tasks.some((task) => task.status === 'pending'))
        }
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
