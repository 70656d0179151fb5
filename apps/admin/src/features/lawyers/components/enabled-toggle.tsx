import type { AdminLawyerItem } from '@lawbridge/contract';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useSetLawyerEnabled } from '../api/set-lawyer-enabled';
import { DisableModal } from './disable-modal';

/**
 * 停用 (with the reason the lawyer reads) or 启用 (after the operator confirms) one lawyer; a link in the
 * table, a button in the drawer.
 */
export function EnabledToggle({
  lawyer,
  look = 'link',
}: {
  lawyer: AdminLawyerItem;
  look?: 'link' | 'button';
}) {
  const { message } = App.useApp();
  const setEnabled = useSetLawyerEnabled();
  const [asking, setAsking] = useState(false);
  const disabling = lawyer.enabled === 1;
  const action = disabling ? '停用' : '启用';
  const button = (
    <Button
      type={look === 'link' ? 'link' : 'default'}
      size={look === 'link' ? 'small' : 'middle'}
      danger={disabling}
      loading={setEnabled.isPending}
      onClick={disabling ? () => setAsking(true) : undefined}
    >
      {look === 'link' ? action : `${action}该律师`}
    </Button>
  );

  if (disabling) {
    return (
      <>
        {button}
        <DisableModal
          open={asking}
          name={lawyer.name}
          submitting={setEnabled.isPending}
          onCancel={() => setAsking(false)}
          onSubmit={(reason) =>
            setEnabled.mutate(
              { uuid: lawyer.uuid, enabled: 0, reason },
              {
                onSuccess: () => {
                  setAsking(false);
                  void message.success(`已停用律师 ${lawyer.name}`);
                },
              },
            )
          }
        />
      </>
    );
  }
  return (
    <Popconfirm
      title={`启用律师 ${lawyer.name}？`}
      description="启用后该律师重新出现在律师列表中。"
      okText="确认启用"
      // The returned promise keeps the confirm button spinning; a refusal was already toasted.
      onConfirm={() =>
        setEnabled.mutateAsync({ uuid: lawyer.uuid, enabled: 1 }).then(
          () => void message.success(`已启用律师 ${lawyer.name}`),
          () => undefined,
        )
      }
    >
      {button}
    </Popconfirm>
  );
}
