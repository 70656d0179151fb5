import { LAWYER_DISABLE_PRESETS, LAWYER_DISABLE_REASON_MAX, text } from '@lawbridge/contract';
import { Typography } from 'antd';
import { PresetReasonModal } from '../../../components/preset-reason-modal';

const reasonField = text('停用原因', { min: 2, max: LAWYER_DISABLE_REASON_MAX });

interface DisableModalProps {
  open: boolean;
  name: string;
  submitting: boolean;
  onCancel: () => void;
  /** The picked presets and the trimmed note as one reason (2–200 characters). */
  onSubmit: (reason: string) => void;
}

/** 停用律师 asks why: the lawyer reads the reason on their workbench. */
export function DisableModal({ name, ...props }: DisableModalProps) {
  return (
    <PresetReasonModal
      {...props}
      title={`停用律师 ${name}`}
      okText="确认停用"
      presets={LAWYER_DISABLE_PRESETS}
      reasonField={reasonField}
      maxLength={LAWYER_DISABLE_REASON_MAX}
      missingMessage="请选择或填写停用原因"
      notePlaceholder="选填，例如：执业证年检未通过，请补交材料后联系平台"
      reader="律师"
    >
      <Typography.Paragraph type="secondary">
        停用后该律师从律师列表中隐藏，不能再接新订单，也不能修改资料。
      </Typography.Paragraph>
    </PresetReasonModal>
  );
}
