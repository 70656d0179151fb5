export { newClientId } from './client-id';
export { reconnectDelay } from './backoff';
export {
  ACK_TIMEOUT_MS,
  ChatRefusal,
  createChatSocket,
  PING_INTERVAL_MS,
  SocketUnavailable,
  type ChatSocket,
  type ChatSocketStatus,
  type FrameListener,
} from './chat-socket';
export { chatSocket, chatSocketUrl } from './shared-socket';
export { sendChatMessage } from './send-message';
export { useChatFrames, useChatSocketStatus } from './use-chat-socket';
