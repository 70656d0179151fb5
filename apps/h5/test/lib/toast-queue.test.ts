import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, TOAST_DURATION_MS, type ToastDisplay } from '../../src/lib/toast/toast-queue';

function fakeDisplay() {
  const log: string[] = [];
  const display: ToastDisplay = {
    text: (message) => {
      log.push(`text:${message}`);
    },
    loading: (message) => log.push(`loading:${message}`),
    clear: () => log.push('clear'),
  };
  return { display, log };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast queue', () => {
  it('hides a message after 1.5 s', () => {
    const { display, log } = fakeDisplay();
    const queue = createToastQueue(display);
    queue.toast('已保存');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(log).toEqual(['text:已保存']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['text:已保存', 'clear']);
  });

  it('counts the 1.5 s from when a message is drawn, so one whose code loads slowly is still seen', async () => {
    const { display, log } = fakeDisplay();
    let drawn: () => void = () => undefined;
    const slowDisplay: ToastDisplay = {
      ...display,
      text: (message) =>
        new Promise<void>((resolve) => {
          drawn = () => {
            log.push(`text:${message}`);
            resolve();
          };
        }),
    };
    const queue = createToastQueue(slowDisplay);
    queue.toast('登录过期，请重新登录');
    await vi.advanceTimersByTimeAsync(3000); // the toast's code is still loading
    expect(log).toEqual([]);
    drawn();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(log).toEqual(['text:登录过期，请重新登录']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['text:登录过期，请重新登录', 'clear']);
  });

  it('keeps a loading shown by A when B finishes first, and hides it when the last one ends', () => {
    const { display, log } = fakeDisplay();
    const queue = createToastQueue(display);
    queue.showLoading('加载中');
    queue.showLoading('加载中');
    expect(log).toEqual(['loading:加载中']);
    queue.hideLoading();
    expect(queue.openLoadings).toBe(1);
    expect(log).toEqual(['loading:加载中']);
    queue.hideLoading();
    expect(log).toEqual(['loading:加载中', 'clear']);
  });

  it('ignores a hide without an open loading', () => {
    const { display, log } = fakeDisplay();
    const queue = createToastQueue(display);
    queue.hideLoading();
    queue.showLoading();
    expect(queue.openLoadings).toBe(1);
    expect(log).toEqual(['loading:加载中…']);
  });

  it('brings an open loading back after a message shown meanwhile', () => {
    const { display, log } = fakeDisplay();
    const queue = createToastQueue(display);
    queue.showLoading('上传中');
    queue.toast('图片太大');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(log).toEqual(['loading:上传中', 'text:图片太大', 'loading:上传中']);
  });

  it('lets a message finishing a call stay its full time after the loading closes', () => {
    const { display, log } = fakeDisplay();
    const queue = createToastQueue(display);
    queue.showLoading('登录中');
    queue.toast('验证码不正确');
    queue.hideLoading();
    expect(log).toEqual(['loading:登录中', 'text:验证码不正确']);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(log).toEqual(['loading:登录中', 'text:验证码不正确', 'clear']);
  });

  it('restarts the 1.5 s for a message that replaces another', () => {
    const { display, log } = fakeDisplay();
    const queue = createToastQueue(display);
    queue.toast('一');
    vi.advanceTimersByTime(1000);
    queue.toast('二');
    vi.advanceTimersByTime(1000);
    expect(log).toEqual(['text:一', 'text:二']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    expect(log).toEqual(['text:一', 'text:二', 'clear']);
  });
});
