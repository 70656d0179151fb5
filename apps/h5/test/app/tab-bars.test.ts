import { describe, expect, it } from 'vitest';
import { activeTab, isTabAddress, TAB_BARS } from '../../src/app/navigation/tab-bars';

describe('tab bars', () => {
  it('gives each side four tabs with home first', () => {
    expect(TAB_BARS.customer.map((tab) => tab.title)).toEqual(['首页', '咨询', '订单', '我的']);
    expect(TAB_BARS.lawyer.map((tab) => tab.title)).toEqual(['工作台', '会话', '钱包', '设置']);
  });

  it('knows tab pages by path, the home alias included, with filter queries', () => {
    expect(isTabAddress('/')).toBe(true);
    expect(isTabAddress('/pages/index/index')).toBe(true);
    expect(isTabAddress('/pages/customer/order/service/list?tab=1')).toBe(true);
    expect(isTabAddress('/pages/lawyer/wallet/list')).toBe(true);
    expect(isTabAddress('/pages/customer/order/appointment/list')).toBe(false);
    expect(isTabAddress('/pages/customer/lawyer/list')).toBe(false);
  });

  it('reads a chat route that opens one conversation as an ordinary page', () => {
    expect(isTabAddress('/pages/customer/chat/index')).toBe(true);
    expect(isTabAddress('/pages/customer/chat/index?lawyer_uuid=abc')).toBe(false);
    expect(isTabAddress('/pages/lawyer/chat/index?conversation_id=9')).toBe(false);
  });

  it('shows a tab only on its own side', () => {
    expect(activeTab('customer', '/pages/customer/setting/index')?.title).toBe('我的');
    expect(activeTab('lawyer', '/pages/customer/setting/index')).toBeNull();
    expect(activeTab('lawyer', '/pages/index/index')?.title).toBe('工作台');
    expect(activeTab('customer', '/pages/lawyer/setting/index')).toBeNull();
  });
});
