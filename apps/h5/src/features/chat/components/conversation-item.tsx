import type { ChatConversation, ChatSender } from '@lawbridge/contract';
import { Link } from 'react-router';
import { formatListTime } from '../chat-time';
import { ChatAvatar } from './chat-avatar';
import styles from './conversation-item.module.css';

/** The other party as the viewer names them: 王明 律师 for a customer, the customer's nickname for a lawyer. */
export function peerOf(conversation: ChatConversation, viewer: ChatSender) {
  return viewer === 'customer'
    ? {
        name: `${conversation.lawyer.name} 律师`,
        initial: conversation.lawyer.name,
        avatar: conversation.lawyer.avatar,
      }
    : {
        name: conversation.customer.nickname,
        initial: conversation.customer.nickname,
        avatar: conversation.customer.avatar,
      };
}

function previewOf(conversation: ChatConversation): string {
  const last = conversation.last_message;
  if (!last) return '暂无消息';
  return last.kind === 'image' ? '[图片]' : (last.text ?? '');
}

/** One conversation in a list: the other party, the last message, its time and the unread count; opens it. */
export function ConversationItem({
  conversation,
  viewer,
  to,
}: {
  conversation: ChatConversation;
  viewer: ChatSender;
  to: string;
}) {
  const peer = peerOf(conversation, viewer);
  const { unread, last_message: last } = conversation;
  return (
    <Link className={styles.item} to={to}>
      <span className={styles.avatar}>
        <ChatAvatar name={peer.initial} avatar={peer.avatar} />
        {unread > 0 ? (
          <span className={styles.badge} data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
            <span className={styles.hidden}>条未读</span>
          </span>
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.head}>
          <span className={styles.name}>{peer.name}</span>
          {last ? <time className={styles.time}>{formatListTime(last.created_at)}</time> : null}
        </span>
        <span className={styles.preview}>{previewOf(conversation)}</span>
      </span>
    </Link>
  );
}
