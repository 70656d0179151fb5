import {
  FIRM_CHANGE_REJECT_PRESETS,
  FIRM_CHANGE_REJECT_REASON_MAX,
  firmChangeRejectBody,
  type AdminFirmChangeItem,
} from '@lawbridge/contract';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { PresetReasonModal } from '../../../components/preset-reason-modal';
import { useApproveFirmChange, useRejectFirmChange } from '../api/firm-changes';

/** 通过 (the lawyer page shows the new firm) and 驳回 with the reason the lawyer reads, for one change. */
export function FirmChangeActions({ change }: { change: AdminFirmChangeItem }) {
  const { message } = App.useApp();
  const approve = useApproveFirmChange();
  const reject = useRejectFirmChange();
  const [rejecting, setRejecting] = useState(false);
  const deciding = approve.isPending || reject.isPending;
  return (
    <Flex gap={8}>
      <Popconfirm
        title="通过该执业机构变更？"
        description={`通过后律师主页显示“${change.law_firm}”。`}
        okText="确认通过"
        onConfirm={() =>
          approve.mutateAsync(change.id).then(
            () => void message.success('已通过变更'),
            () => undefined,
          )
        }
      >
        <Button type="link" size="small" disabled={deciding}>
          通过
        </Button>
      </Popconfirm>
      <Button type="link" size="small" danger disabled={deciding} onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <PresetReasonModal
        open={rejecting}
        submitting={reject.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) =>
          reject.mutate(
            { id: change.id, reason },
            {
              onSuccess: () => {
                setRejecting(false);
                void message.success('已驳回变更');
              },
            },
          )
        }
        title={`驳回${change.lawyer_name}的执业机构变更`}
        okText="确认驳回"
        presets={FIRM_CHANGE_REJECT_PRESETS}
        reasonField={firmChangeRejectBody.shape.reason}
        maxLength={FIRM_CHANGE_REJECT_REASON_MAX}
        missingMessage="请选择或填写驳回原因"
        notePlaceholder="选填，例如：请上传变更后的执业证"
        reader="律师"
      />
    </Flex>
  );
}
