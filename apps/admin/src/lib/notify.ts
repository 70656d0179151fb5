import { App, message as staticMessage } from 'antd';
import { useEffect } from 'react';

type MessageApi = ReturnType<typeof App.useApp>['message'];

let contextMessage: MessageApi | null = null;

/**
 * Toasts for code outside React (the request layer). Inside the app they go through
 * antd's App context so they follow the ConfigProvider; before it mounts, the static API is used.
 */
export const notify = {
  error(text: string, key?: string): void {
    (contextMessage ?? staticMessage).open({ type: 'error', content: text, key });
  },
};

/** Mounted once inside antd's <App>, it hands the context-aware message API to `notify`. */
export function NotifyBridge(): null {
  const { message } = App.useApp();
  useEffect(() => {
    contextMessage = message;
    return () => {
      contextMessage = null;
    };
  }, [message]);
  return null;
}
