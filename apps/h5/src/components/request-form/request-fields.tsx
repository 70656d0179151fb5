import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import type { ReactNode } from 'react';
import { BottomBar, BottomBarSpace } from '../../features/orders/components/bottom-bar';
import { OrderSection } from '../../features/orders/components/order-section';
import { ImagePicker, type PickedImage } from '../image-picker';
import form from './request-form.module.css';

/** The request's text in a titled card (the title labels the box), with its count up to `max`. */
export function RequestTextSection({
  id,
  title,
  placeholder,
  value,
  onChange,
  max,
  rows = 4,
}: {
  id: string;
  title: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  max: number;
  rows?: number;
}) {
  return (
    <OrderSection title={title} labelFor={id} field="text">
      <TextArea
        id={id}
        className={form.text}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        maxLength={max}
        showCount
        rows={rows}
      />
    </OrderSection>
  );
}

/** Optional images for the request, at most `max`, in a card titled 图片凭证（选填，最多6张）; `children` below. */
export function RequestImagesSection({
  value,
  onChange,
  max,
  onBusyChange,
  children,
}: {
  value: readonly PickedImage[];
  onChange(images: PickedImage[]): void;
  max: number;
  onBusyChange(busy: boolean): void;
  children?: ReactNode;
}) {
  return (
    <OrderSection title={`图片凭证（选填，最多${max}张）`} field="images">
      <ImagePicker value={value} onChange={onChange} maxCount={max} onBusyChange={onBusyChange} />
      {children}
    </OrderSection>
  );
}

/** The request's one button in the bar at the page's foot, and the room the page leaves for it. */
export function RequestSubmitBar({
  label,
  loading,
  onSubmit,
}: {
  label: string;
  loading: boolean;
  onSubmit(): void;
}) {
  return (
    <>
      <BottomBarSpace />
      <BottomBar label={label}>
        <Button block color="primary" shape="rounded" loading={loading} onClick={onSubmit}>
          {label}
        </Button>
      </BottomBar>
    </>
  );
}
