/** Seed §9: toasts hide automatically after 1.5 s. */
export const TOAST_DURATION_MS = 1500;
export const DEFAULT_LOADING_TEXT = '加载中…';

/** What actually draws on screen; one indicator at a time. */
export interface ToastDisplay {
  /** Draws a message; a promise when drawing waits (the toast's code still loading): it settles once drawn. */
  text(message: string): void | Promise<void>;
  loading(message: string): void;
  clear(): void;
}

export interface ToastQueue {
  /** Shows a message for 1.5 s; a pending loading indicator comes back afterwards. */
  toast(message: string): void;
  showLoading(message?: string): void;
  /** Ends one loading; the indicator stays while other loadings are still open. */
  hideLoading(): void;
  readonly openLoadings: number;
}

/**
 * Tracks overlapping toasts and loading indicators (seed §8): a loading shown for request A is not
 * hidden by request B finishing first, and a message shown meanwhile does not lose the loading.
 */
export function createToastQueue(display: ToastDisplay): ToastQueue {
  let openLoadings = 0;
  let loadingText = DEFAULT_LOADING_TEXT;
  let messageTimer: ReturnType<typeof setTimeout> | undefined;
  let shown: 'none' | 'text' | 'loading' = 'none';
  /** Counts messages: a message's 1.5 s begin once it is drawn, unless a newer one came meanwhile. */
  let messages = 0;

  /** Brings the screen in line with the open loadings once no message is showing. */
  function settle(): void {
    if (shown === 'text') return;
    if (openLoadings > 0 && shown === 'none') {
      display.loading(loadingText);
      shown = 'loading';
    } else if (openLoadings === 0 && shown === 'loading') {
      display.clear();
      shown = 'none';
    }
  }

  return {
    toast(text) {
      clearTimeout(messageTimer);
      const message = ++messages;
      shown = 'text';
      const hideLater = () => {
        if (message !== messages) return;
        messageTimer = setTimeout(() => {
          shown = 'none';
          if (openLoadings === 0) display.clear();
          settle();
        }, TOAST_DURATION_MS);
      };
      // The 1.5 s count from when the message is on screen: a toast whose code loads slowly (a busy phone,
      // a slow network) is still shown for 1.5 s, not drawn and cleared at once.
      const drawn = display.text(text);
      if (drawn instanceof Promise) void drawn.then(hideLater, hideLater);
      else hideLater();
    },
    showLoading(text = DEFAULT_LOADING_TEXT) {
      openLoadings += 1;
      loadingText = text;
      settle();
    },
    hideLoading() {
      if (openLoadings === 0) return;
      openLoadings -= 1;
      settle();
    },
    get openLoadings() {
      return openLoadings;
    },
  };
}
