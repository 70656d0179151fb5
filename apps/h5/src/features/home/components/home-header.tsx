import styles from './home-header.module.css';

/** The home page's own bar: the product title and what it offers (我的 is on the tab bar). */
export function HomeHeader() {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>律桥法律服务</h1>
      <p className={styles.tagline}>找律师 · 在线咨询 · 线下预约</p>
    </header>
  );
}
