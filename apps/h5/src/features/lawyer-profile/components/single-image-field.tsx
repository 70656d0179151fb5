import { ImagePicker, type PickedImage } from '../../../components/image-picker';

export interface SingleImageFieldProps {
  value?: PickedImage[];
  onChange?(images: PickedImage[]): void;
  onBusyChange?(busy: boolean): void;
}

/** One image (avatar, licence photo) as a form field: compressed on the device, then uploaded. */
export function SingleImageField({ value = [], onChange, onBusyChange }: SingleImageFieldProps) {
  return (
    <ImagePicker
      value={value}
      onChange={(images) => onChange?.(images)}
      maxCount={1}
      onBusyChange={onBusyChange}
    />
  );
}
