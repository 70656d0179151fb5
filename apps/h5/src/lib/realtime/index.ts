export { newClientId } from './client-id';
export { reconnectDelay } from './backoff';
export {
  ACK_TIMEOUT_MS,
  ChatRefusal,
  createChatSocket,
  PING_INTERVAL_MS,
  POLL_INTERVAL_MS,
  SocketUnavailable,
  type ChatSocket,
  type ChatSocketStatus,
  type FrameListener,
  type ResyncListener,
  type ResyncReason,
} from './chat-socket';
export { chatSocket, chatSocketUrl } from './shared-socket';
export { sendChatMessage } from './send-message';
export { useChatFrames, useChatResync, useChatSocketStatus } from './use-chat-socket';
