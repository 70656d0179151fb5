import { SERVICE_FILES_MAX } from '@lawbridge/contract';
import { useEffect, useState } from 'react';
import { FilePicker, type PickedFile } from '../../../components/file-picker';
import { ImagePicker, type PickedImage } from '../../../components/image-picker';
import styles from './sheet.module.css';

export interface AttachmentFieldProps {
  /** Names the images, e.g. 交付附件. */
  label: string;
  value: readonly PickedImage[];
  onChange(images: PickedImage[]): void;
  maxCount: number;
  /** Names the files, e.g. 交付文件. */
  filesLabel: string;
  files: readonly PickedFile[];
  onFilesChange(files: PickedFile[]): void;
  /** Told whether an image or a file is still uploading. */
  onBusyChange(busy: boolean): void;
}

/**
 * What a sheet sends along (delivery, refund evidence): images, then files (PDF, Word, Excel, TXT), each
 * with a label saying the limit.
 */
export function AttachmentField(props: AttachmentFieldProps) {
  const { label, value, onChange, maxCount, filesLabel, files, onFilesChange, onBusyChange } = props;
  const [imagesBusy, setImagesBusy] = useState(false);
  const [filesBusy, setFilesBusy] = useState(false);
  useEffect(() => onBusyChange(imagesBusy || filesBusy), [imagesBusy, filesBusy, onBusyChange]);
  return (
    <>
      <div className={styles.attachments} role="group" aria-label={label}>
        <p className={styles.label}>
          {label}
          <span className={styles.optional}>（选填，最多{maxCount}张图片）</span>
        </p>
        <ImagePicker value={value} onChange={onChange} maxCount={maxCount} onBusyChange={setImagesBusy} />
      </div>
      <div className={styles.attachments}>
        <p className={styles.label}>
          {filesLabel}
          <span className={styles.optional}>（选填）</span>
        </p>
        <FilePicker
          label={filesLabel}
          value={files}
          onChange={onFilesChange}
          maxCount={SERVICE_FILES_MAX}
          onBusyChange={setFilesBusy}
        />
      </div>
    </>
  );
}
