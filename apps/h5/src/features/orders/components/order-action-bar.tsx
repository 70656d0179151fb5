import Button from 'antd-mobile/es/components/button';
import { BottomBar, BottomBarSpace } from './bottom-bar';
import styles from './order-action-bar.module.css';

export interface OrderAction {
  key: string;
  label: string;
  primary?: boolean;
  onClick(): void;
}

/** The buttons the viewer may use on the order now, fixed at the foot; nothing when there are none. */
export function OrderActionBar({ actions, busy }: { actions: readonly OrderAction[]; busy: boolean }) {
  if (actions.length === 0) return null;
  return (
    <>
      <BottomBarSpace />
      <BottomBar label="订单操作">
        {actions.map((action) => (
          <Button
            key={action.key}
            className={styles.button}
            shape="rounded"
            color={action.primary ? 'primary' : 'default'}
            disabled={busy}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </BottomBar>
    </>
  );
}
