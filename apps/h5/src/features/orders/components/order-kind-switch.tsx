import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import styles from './order-kind-switch.module.css';

export type OrderKind = 'service' | 'appointment';

/** 服务记录 | 预约记录 at the top of both record lists: the other kind is one tap away. */
export function OrderKindSwitch({ current }: { current: OrderKind }) {
  const { switchTab, navigateTo } = useAppNavigation();
  const kinds: ReadonlyArray<{ kind: OrderKind; title: string; open(): void }> = [
    { kind: 'service', title: '服务记录', open: () => switchTab(PATHS.serviceList) },
    { kind: 'appointment', title: '预约记录', open: () => navigateTo(PATHS.appointmentList) },
  ];
  return (
    <nav className={styles.switch} aria-label="订单类型">
      {kinds.map((item) => (
        <button
          key={item.kind}
          type="button"
          className={item.kind === current ? `${styles.kind} ${styles.current}` : styles.kind}
          aria-current={item.kind === current ? 'page' : undefined}
          onClick={() => item.kind !== current && item.open()}
        >
          {item.title}
        </button>
      ))}
    </nav>
  );
}
