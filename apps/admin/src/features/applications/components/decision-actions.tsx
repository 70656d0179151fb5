import { App, Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useApproveApplication } from '../api/approve-application';
import { useRejectApplication } from '../api/reject-application';
import { RejectModal } from './reject-modal';

/** 驳回 and 通过 for an application that waits for a decision. */
export function DecisionActions({ applicationId }: { applicationId: number }) {
  const { message } = App.useApp();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [rejecting, setRejecting] = useState(false);
  const deciding = approve.isPending || reject.isPending;

  return (
    <Flex justify="flex-end" gap={8}>
      <Button danger disabled={deciding} onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Popconfirm
        title="通过该认证申请？"
        description="通过后申请人成为认证律师，可以切换到律师端。"
        okText="确认通过"
        // The returned promise keeps the confirm button spinning; a refusal was already toasted.
        onConfirm={() =>
          approve.mutateAsync(applicationId).then(
            () => void message.success('已通过认证'),
            () => undefined,
          )
        }
      >
        <Button type="primary" loading={approve.isPending} disabled={reject.isPending}>
          通过
        </Button>
      </Popconfirm>
      <RejectModal
        open={rejecting}
        submitting={reject.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) =>
          reject.mutate(
            { id: applicationId, reason },
            {
              onSuccess: () => {
                setRejecting(false);
                void message.success('已驳回申请');
              },
            },
          )
        }
      />
    </Flex>
  );
}
