import {
  APPLICATION_REJECT_PRESETS,
  APPLICATION_REJECT_REASON_MAX,
  applicationRejectBody,
} from '@lawbridge/contract';
import { PresetReasonModal } from '../../../components/preset-reason-modal';

interface RejectModalProps {
  open: boolean;
  submitting: boolean;
  onCancel: () => void;
  /** The picked presets and the trimmed note as one reason, checked with the contract's rule (2–200 characters). */
  onSubmit: (reason: string) => void;
}

/** Asks for the reason the applicant will read on their status page: common reasons to pick, and own words. */
export function RejectModal(props: RejectModalProps) {
  return (
    <PresetReasonModal
      {...props}
      title="驳回认证申请"
      okText="确认驳回"
      presets={APPLICATION_REJECT_PRESETS}
      reasonField={applicationRejectBody.shape.reason}
      maxLength={APPLICATION_REJECT_REASON_MAX}
      missingMessage="请选择或填写驳回原因"
      notePlaceholder="选填，例如：请重新拍摄执业证首页，保证四角完整、文字清晰"
      reader="申请人"
    />
  );
}
