import Tabs from 'antd-mobile/es/components/tabs';
import styles from './group-tabs.module.css';

export interface GroupTab<K extends string> {
  key: K;
  title: string;
}

/** The tab named in the address, or the first tab (全部) for anything else. */
export function tabNamed<K extends string>(tabs: readonly GroupTab<K>[], value: string | undefined): K {
  return (tabs.find((tab) => tab.key === value) ?? tabs[0]!).key;
}

/** The group tabs above a list (全部, 待付款 …); they scroll sideways inside themselves on narrow screens. */
export function GroupTabs<K extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly GroupTab<K>[];
  value: K;
  onChange(key: K): void;
}) {
  return (
    <Tabs
      className={styles.tabs}
      activeKey={value}
      onChange={(key) => onChange(tabNamed(tabs, key))}
      stretch={false}
    >
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
