import { NotificationBell } from '../../notifications/components/notification-bell';
import styles from './home-header.module.css';

/** The home page's own bar: the product title, 消息通知 with its badge, and what it offers (我的 is on the tab bar). */
export function HomeHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <h1 className={styles.title}>律桥法律服务</h1>
        <NotificationBell />
      </div>
      <p className={styles.tagline}>找律师 · 在线咨询 · 线下预约</p>
    </header>
  );
}
