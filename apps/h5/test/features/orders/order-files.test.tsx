import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderFiles } from '../../../src/features/orders/components/order-files';
import { showToast } from '../../../src/lib/toast';

vi.mock('../../../src/lib/toast', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const FILES = [{ name: '审查意见.pdf', size: 3127, url: '/api/v1/upload/file/file00000001?e=1&s=abc' }];
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.44 NetType/WIFI';

afterEach(() => {
  vi.restoreAllMocks();
  // The clipboard is defined on the navigator itself; the next test file's navigator must not have it.
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('an order’s files', () => {
  it('offer 下载 under the file’s name in a browser', () => {
    render(<OrderFiles files={FILES} label="交付文件" />);
    const link = screen.getByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toBe(FILES[0]!.url);
    expect(link.getAttribute('download')).toBe('审查意见.pdf');
    expect(screen.getByRole('list', { name: '交付文件' }).textContent).toContain('3.1 KB');
  });

  it('inside WeChat (which blocks downloads) offer 复制下载链接 with a guide instead', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<OrderFiles files={FILES} label="交付文件" />);
    expect(screen.queryByRole('link', { name: '下载' })).toBeNull();
    expect(screen.getByText(/微信内无法直接下载文件/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制下载链接' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('下载链接已复制，请在浏览器中打开'));
    expect(writeText).toHaveBeenCalledWith(new URL(FILES[0]!.url, window.location.href).href);
  });

  it('show nothing when there are none', () => {
    const { container } = render(<OrderFiles files={[]} label="交付文件" />);
    expect(container.innerHTML).toBe('');
  });
});
