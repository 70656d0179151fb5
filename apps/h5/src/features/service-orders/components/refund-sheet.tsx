import { SERVICE_REFUND_REASONS } from '@lawbridge/contract';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import styles from './sheet.module.css';
import { TextSheet } from './text-sheet';

type RefundReason = (typeof SERVICE_REFUND_REASONS)[number];

export interface RefundSheetProps {
  visible: boolean;
  submitting: boolean;
  onClose(): void;
  onSubmit(request: { reason: RefundReason; text: string | undefined }): void;
}

/** 申请退款: one of the reasons and an optional explanation (≤ 500), decided by the platform. */
export function RefundSheet({ visible, submitting, onClose, onSubmit }: RefundSheetProps) {
  const [reason, setReason] = useState<RefundReason | null>(null);
  return (
    <TextSheet
      visible={visible}
      title="申请退款"
      textLabel="退款说明（选填）"
      placeholder="补充说明（选填），平台将据此审核"
      min={0}
      max={500}
      required={false}
      submitText="提交申请"
      submitting={submitting}
      onClose={onClose}
      onSubmit={(text) => {
        if (!reason) return showToast('请选择退款原因');
        onSubmit({ reason, text: text || undefined });
      }}
    >
      <p className={styles.label}>退款原因</p>
      <Selector
        columns={2}
        options={SERVICE_REFUND_REASONS.map((value) => ({ label: value, value }))}
        value={reason ? [reason] : []}
        onChange={(values) => setReason(values[0] ?? null)}
      />
    </TextSheet>
  );
}
