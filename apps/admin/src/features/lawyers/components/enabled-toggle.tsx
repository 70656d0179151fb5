import type { AdminLawyerItem } from '@lawbridge/contract';
import { App, Button, Popconfirm } from 'antd';
import { useSetLawyerEnabled } from '../api/set-lawyer-enabled';

/** 停用 or 启用 one lawyer, after the operator confirms what it means; a link in the table, a button in the drawer. */
export function EnabledToggle({
  lawyer,
  look = 'link',
}: {
  lawyer: AdminLawyerItem;
  look?: 'link' | 'button';
}) {
  const { message } = App.useApp();
  const setEnabled = useSetLawyerEnabled();
  const disabling = lawyer.enabled === 1;
  const action = disabling ? '停用' : '启用';

  return (
    <Popconfirm
      title={`${action}律师 ${lawyer.name}？`}
      description={
        disabling ? '停用后该律师从律师列表中隐藏，不能再接新订单。' : '启用后该律师重新出现在律师列表中。'
      }
      okText={`确认${action}`}
      okButtonProps={{ danger: disabling }}
      // The returned promise keeps the confirm button spinning; a refusal was already toasted.
      onConfirm={() =>
        setEnabled.mutateAsync({ uuid: lawyer.uuid, enabled: disabling ? 0 : 1 }).then(
          () => void message.success(`已${action}律师 ${lawyer.name}`),
          () => undefined,
        )
      }
    >
      <Button
        type={look === 'link' ? 'link' : 'default'}
        size={look === 'link' ? 'small' : 'middle'}
        danger={disabling}
        loading={setEnabled.isPending}
      >
        {look === 'link' ? action : `${action}该律师`}
      </Button>
    </Popconfirm>
  );
}
