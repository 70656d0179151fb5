import type AntdToastModule from 'antd-mobile/es/components/toast';
import { createToastQueue } from './toast-queue';

type AntdToast = typeof AntdToastModule;

/**
 * antd-mobile's Toast (with its animation library) loads on first use, or right after start-up via
 * `preloadToast`, so it stays out of the entry chunk. Calls run in order once it has loaded.
 */
let toastModule: Promise<AntdToast> | null = null;
function withToast(use: (toast: AntdToast) => void): Promise<void> {
  toastModule ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  return toastModule.then(use);
}

export function preloadToast(): void {
  void withToast(() => undefined);
}

/** The app's one toast queue; timing is the queue's, drawing is antd-mobile's. */
const toastQueue = createToastQueue({
  text: (content) => withToast((toast) => toast.show({ content, duration: 0, maskClickable: true })),
  loading: (content) =>
    void withToast((toast) => toast.show({ content, icon: 'loading', duration: 0, maskClickable: false })),
  clear: () => void withToast((toast) => toast.clear()),
});

export const showToast = (message: string): void => toastQueue.toast(message);
export const showLoading = (message?: string): void => toastQueue.showLoading(message);
export const hideLoading = (): void => toastQueue.hideLoading();
