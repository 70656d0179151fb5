import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatSocketStatus, FrameListener, ResyncListener } from './chat-socket';
import { chatSocket } from './shared-socket';

/** Listens to the chat socket's frames while the component is mounted (connecting it if needed). */
export function useChatFrames(listener: FrameListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => chatSocket().subscribe((frame) => latest.current(frame)), []);
}

/**
 * Called while the component is mounted whenever what it shows should be asked again: every poll while
 * the socket is not ready, and once when it is ready again after that.
 */
export function useChatResync(listener: ResyncListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => chatSocket().subscribeResync((reason) => latest.current(reason)), []);
}

/** The chat socket's state, for a 连接中 notice. */
export function useChatSocketStatus(): ChatSocketStatus {
  const socket = chatSocket();
  return useSyncExternalStore(socket.subscribeStatus, socket.getStatus);
}
