import type AntdToastModule from 'antd-mobile/es/components/toast';
import { useEffect } from 'react';
import { createToastQueue, type ToastDisplay } from './toast-queue';

type AntdToast = typeof AntdToastModule;

/**
 * antd-mobile's Toast (with its animation library) loads on first use, or right after start-up via
 * `preloadToast`, so it stays out of the entry chunk. Calls run in order once it has loaded.
 */
let toastModule: Promise<AntdToast> | null = null;
function withToast<T>(use: (toast: AntdToast) => T): Promise<Awaited<T>> {
  toastModule ??= import('antd-mobile/es/components/toast').then((module) => module.default);
  return toastModule.then(use) as Promise<Awaited<T>>;
}

export function preloadToast(): void {
  void withToast(() => undefined);
}

/** A message drawn later than this (a phone that never gets to it) counts as drawn, so the queue moves on. */
const DRAWING_WAIT_CAP_MS = 10_000;

/** A message's text, telling when it is on screen: antd-mobile mounts a toast's content once its mask shows. */
function DrawnText({ text, onDrawn }: { text: string; onDrawn: () => void }) {
  useEffect(() => onDrawn(), [onDrawn]);
  return <>{text}</>;
}

/**
 * Draws with antd-mobile's Toast. A message settles once its text is in the page: Toast.show only asks React
 * to render, and on a busy phone the mask's first animation frame can come more than 1.5 s later; a clear
 * before it would remove a toast nobody saw.
 */
export const toastDisplay: ToastDisplay = {
  text: (content) =>
    withToast(
      (toast) =>
        new Promise<void>((resolve) => {
          const cap = setTimeout(resolve, DRAWING_WAIT_CAP_MS);
          const drawn = () => {
            clearTimeout(cap);
            resolve();
          };
          toast.show({
            content: <DrawnText text={content} onDrawn={drawn} />,
            duration: 0,
            maskClickable: true,
          });
        }),
    ),
  loading: (content) =>
    void withToast((toast) => toast.show({ content, icon: 'loading', duration: 0, maskClickable: false })),
  clear: () => void withToast((toast) => toast.clear()),
};

/** The app's one toast queue; timing is the queue's, drawing is antd-mobile's. */
const toastQueue = createToastQueue(toastDisplay);

export const showToast = (message: string): void => toastQueue.toast(message);
export const showLoading = (message?: string): void => toastQueue.showLoading(message);
export const hideLoading = (): void => toastQueue.hideLoading();
