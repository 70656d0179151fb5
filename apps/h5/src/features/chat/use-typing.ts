import type { ChatSender } from '@lawbridge/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatSocket, useChatFrames } from '../../lib/realtime';

/** How long 对方正在输入… stays after the other side's last typing frame. */
export const TYPING_SHOWN_MS = 3_000;

/** Whether the other side is typing in this conversation: 3 s after their typing frame, or until they send. */
export function usePeerTyping(conversationId: number, peer: ChatSender): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useChatFrames((frame) => {
    if (frame.type === 'typing' && frame.conversation_id === conversationId && frame.sender === peer) {
      clearTimeout(timer.current);
      setTyping(true);
      timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    } else if (
      frame.type === 'message' &&
      frame.message.conversation_id === conversationId &&
      frame.message.sender === peer
    ) {
      clearTimeout(timer.current);
      setTyping(false);
    }
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return typing;
}

/** Tells the other side that I am typing: over the socket only, at most once every 3 s. */
export function useTypingNotice(conversationId: number): () => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SHOWN_MS) return;
    if (chatSocket().send({ type: 'typing', conversation_id: conversationId })) last.current = now;
  }, [conversationId]);
}
