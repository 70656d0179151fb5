import { UserType, type UserTypeValue } from '@lawbridge/contract';
import { splitAddress } from '../../lib/url';
import { PATHS, type AppPath } from '../paths';

export type TabIcon = 'home' | 'chat' | 'orders' | 'me' | 'wallet' | 'settings';

export interface Tab {
  title: string;
  path: AppPath;
  icon: TabIcon;
  /** The tab carries the count of unread chat messages (the conversations of the bar's side). */
  chatBadge?: true;
}

/** The bottom tab bar of each side of the app; '/' is the customer home or the lawyer workbench. */
export const TAB_BARS: Record<UserTypeValue, readonly Tab[]> = {
  [UserType.customer.value]: [
    { title: '首页', path: PATHS.home, icon: 'home' },
    { title: '咨询', path: PATHS.customerChat, icon: 'chat', chatBadge: true },
    { title: '订单', path: PATHS.serviceList, icon: 'orders' },
    { title: '我的', path: PATHS.customerSetting, icon: 'me' },
  ],
  [UserType.lawyer.value]: [
    { title: '工作台', path: PATHS.home, icon: 'home' },
    { title: '会话', path: PATHS.lawyerChat, icon: 'chat', chatBadge: true },
    { title: '钱包', path: PATHS.lawyerWallet, icon: 'wallet' },
    { title: '设置', path: PATHS.lawyerSetting, icon: 'settings' },
  ],
};

/**
 * Query parameters that open one item of a tab route (a conversation): with one of them the address is
 * an ordinary page that is navigated to and comes back, not the tab.
 */
const ITEM_PARAMS: Partial<Record<AppPath, readonly string[]>> = {
  [PATHS.customerChat]: ['lawyer_uuid'],
  [PATHS.lawyerChat]: ['conversation_id'],
};

const TAB_PATHS: ReadonlySet<string> = new Set(
  Object.values(TAB_BARS).flatMap((tabs) => tabs.map((tab) => tab.path)),
);

/** The route path of an address, with the home alias read as '/'. */
export function routePathOf(address: string): string {
  const { pathname } = splitAddress(address);
  return pathname === PATHS.homeAlias ? PATHS.home : pathname;
}

/** Whether an address (path plus query) is a tab page of either side (seed §2: only switched to). */
export function isTabAddress(address: string): boolean {
  const path = routePathOf(address);
  if (!TAB_PATHS.has(path)) return false;
  const params = new URLSearchParams(splitAddress(address).search);
  return !(ITEM_PARAMS[path as AppPath] ?? []).some((name) => params.has(name));
}

/** The tab of `side`'s bar that `address` shows, or null when the address is not one of its tabs. */
export function activeTab(side: UserTypeValue, address: string): Tab | null {
  if (!isTabAddress(address)) return null;
  const path = routePathOf(address);
  return TAB_BARS[side].find((tab) => tab.path === path) ?? null;
}
