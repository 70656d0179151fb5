import { SERVICE_REFUND_REASONS, SERVICE_REFUND_TEXT_MAX } from '@lawbridge/contract';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { useRefundEvidence } from '../../orders/components/refund-evidence';
import styles from '../../orders/components/sheet.module.css';
import { TextSheet } from '../../orders/components/text-sheet';

type RefundReason = (typeof SERVICE_REFUND_REASONS)[number];

export interface RefundRequestInput {
  reason: RefundReason;
  text: string | undefined;
  /** Upload ids of the images, then of the files, in the order chosen. */
  images: string[];
  files: string[];
}

export interface RefundSheetProps {
  visible: boolean;
  submitting: boolean;
  onClose(): void;
  onSubmit(request: RefundRequestInput): void;
}

/** 申请退款 (PRODUCT §6): one of the reasons, an optional explanation (≤ 500), up to 3 images and 6 files. */
export function RefundSheet({ visible, submitting, onClose, onSubmit }: RefundSheetProps) {
  const [reason, setReason] = useState<RefundReason | null>(null);
  const evidence = useRefundEvidence();
  return (
    <TextSheet
      visible={visible}
      title="申请退款"
      textLabel="退款说明（选填）"
      placeholder="补充说明（选填），平台将据此审核"
      min={0}
      max={SERVICE_REFUND_TEXT_MAX}
      required={false}
      submitText="提交申请"
      submitting={submitting}
      onClose={onClose}
      onAfterClose={() => {
        setReason(null);
        evidence.clear();
      }}
      afterText={evidence.field}
      onSubmit={(text) => {
        if (!reason) return showFormIssue({ message: '请选择退款原因', field: 'reason' });
        if (evidence.uploading) return showToast('附件上传中，请稍候');
        onSubmit({ reason, text: text || undefined, ...evidence.ids() });
      }}
    >
      <div data-field="reason">
        <p className={styles.label}>退款原因</p>
        <Selector
          columns={2}
          options={SERVICE_REFUND_REASONS.map((value) => ({ label: value, value }))}
          value={reason ? [reason] : []}
          onChange={(values) => setReason(values[0] ?? null)}
        />
      </div>
    </TextSheet>
  );
}
