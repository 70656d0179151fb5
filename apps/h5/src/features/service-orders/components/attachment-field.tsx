import { ImagePicker, type PickedImage } from '../../../components/image-picker';
import styles from './sheet.module.css';

export interface AttachmentFieldProps {
  /** Names the images, e.g. 交付附件. */
  label: string;
  value: readonly PickedImage[];
  onChange(images: PickedImage[]): void;
  maxCount: number;
  onBusyChange(busy: boolean): void;
}

/** Images a sheet sends along (delivery attachments, refund images): a label with the limit, then the picker. */
export function AttachmentField({ label, value, onChange, maxCount, onBusyChange }: AttachmentFieldProps) {
  return (
    <div className={styles.attachments} role="group" aria-label={label}>
      <p className={styles.label}>
        {label}
        <span className={styles.optional}>（选填，最多{maxCount}张图片）</span>
      </p>
      <ImagePicker value={value} onChange={onChange} maxCount={maxCount} onBusyChange={onBusyChange} />
    </div>
  );
}
