import type { UserTypeValue } from '@lawbridge/contract';
import Badge from 'antd-mobile/es/components/badge';
import {
  AppOutline,
  MessageOutline,
  PayCircleOutline,
  SetOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useChatUnread } from '../../features/chat/api/chat-unread';
import { TAB_BARS, type Tab, type TabIcon } from '../navigation/tab-bars';
import { useAppNavigation } from '../navigation/use-app-navigation';
import styles from './tab-bar.module.css';

const ICONS: Record<TabIcon, ReactNode> = {
  home: <AppOutline />,
  chat: <MessageOutline />,
  orders: <UnorderedListOutline />,
  me: <UserOutline />,
  wallet: <PayCircleOutline />,
  settings: <SetOutline />,
};

/**
 * The bottom tab bar of a side of the app, at the foot of its tab pages, above the home indicator; the chat
 * tab shows how many messages are unread.
 */
export interface TabBarProps {
  side: UserTypeValue;
  active: Tab;
}

export function TabBar({ side, active }: TabBarProps) {
  const { switchTab } = useAppNavigation();
  const unread = useChatUnread(side);
  return (
    <nav className={styles.bar} aria-label="底部导航">
      {TAB_BARS[side].map((tab) => {
        const current = tab.path === active.path;
        const count = tab.chatBadge ? unread : 0;
        return (
          <a
            key={tab.path}
            href={`#${tab.path}`}
            className={current ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={current ? 'page' : undefined}
            aria-label={count > 0 ? `${tab.title}，${count}条未读消息` : undefined}
            onClick={(event) => {
              event.preventDefault();
              switchTab(tab.path);
            }}
          >
            <span className={styles.icon} aria-hidden="true">
              <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>{ICONS[tab.icon]}</Badge>
            </span>
            <span className={styles.title}>{tab.title}</span>
          </a>
        );
      })}
    </nav>
  );
}
