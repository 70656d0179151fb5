import type { ChatMessage, ChatSendBody } from '@lawbridge/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newClientId, sendChatMessage } from '../../lib/realtime';

/** What the composer hands over: text, or an uploaded image with its address to show meanwhile. */
export type Draft = { kind: 'text'; text: string } | { kind: 'image'; uploadId: string; url: string };

/** A message of mine not yet stored: `sending`, or `failed` with 重发 (the same client id again). */
export interface Outgoing {
  clientId: string;
  body: ChatSendBody;
  status: 'sending' | 'failed';
  text: string | null;
  imageUrl: string | null;
  createdAt: number;
}

export interface OutboxEvents {
  /** Stored (ack or HTTP answer): it goes into the history and leaves the outbox. */
  onSent(message: ChatMessage): void;
  onFailed(error: unknown): void;
}

/**
 * The open conversation's messages on their way: each gets a client id once, goes out (socket or HTTP,
 * see sendChatMessage) and leaves the outbox when stored, or stays as failed until resent.
 */
export function useOutbox(conversationId: number, events: OutboxEvents) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });

  const deliver = useCallback((item: Outgoing) => {
    sendChatMessage(item.body).then(
      (message) => {
        latest.current.onSent(message);
        setItems((list) => list.filter((entry) => entry.clientId !== item.clientId));
      },
      (error: unknown) => {
        setItems((list) =>
          list.map((entry) => (entry.clientId === item.clientId ? { ...entry, status: 'failed' } : entry)),
        );
        latest.current.onFailed(error);
      },
    );
  }, []);

  const send = useCallback(
    (draft: Draft) => {
      const clientId = newClientId();
      const item: Outgoing = {
        clientId,
        body:
          draft.kind === 'text'
            ? { conversation_id: conversationId, client_id: clientId, kind: 'text', text: draft.text }
            : {
                conversation_id: conversationId,
                client_id: clientId,
                kind: 'image',
                upload_id: draft.uploadId,
              },
        status: 'sending',
        text: draft.kind === 'text' ? draft.text : null,
        imageUrl: draft.kind === 'image' ? draft.url : null,
        createdAt: Date.now(),
      };
      setItems((list) => [...list, item]);
      deliver(item);
    },
    [conversationId, deliver],
  );

  const resend = useCallback(
    (clientId: string) => {
      const item = items.find((entry) => entry.clientId === clientId);
      if (!item || item.status !== 'failed') return;
      setItems((list) =>
        list.map((entry) => (entry.clientId === clientId ? { ...entry, status: 'sending' } : entry)),
      );
      deliver(item);
    },
    [deliver, items],
  );

  return { items, send, resend };
}
