import { Party } from '@lawbridge/contract';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import type { ChatEntry } from '../entries';
import { useLongPress } from '../use-long-press';
import styles from './message-bubble.module.css';

export interface MessageBubbleProps {
  entry: ChatEntry;
  onOpenImage(url: string): void;
  /** A long press on a text message: its actions (复制). */
  onTextActions(text: string): void;
  /** 重发 for a failed message; null while resending cannot succeed (today's free messages are used up). */
  onResend: ((clientId: string) => void) | null;
}

/**
 * One message on its party's side (`myself` right; the other's, `lawyer`, left): text that wraps however
 * long, or an image that opens full screen; under mine, 发送中… / 发送失败 with 重发 / 已读.
 */
export function MessageBubble({ entry, onOpenImage, onTextActions, onResend }: MessageBubbleProps) {
  const mine = entry.party === Party.myself.value;
  const longPress = useLongPress(() => {
    if (entry.kind === 'text' && entry.text) onTextActions(entry.text);
  });
  return (
    <div className={`${styles.row} ${mine ? styles.mine : styles.theirs}`} data-party={entry.party}>
      {entry.kind === 'image' && entry.imageUrl ? (
        <button
          type="button"
          className={styles.imageButton}
          aria-label="查看图片"
          onClick={() => onOpenImage(entry.imageUrl!)}
        >
          <img className={styles.image} src={entry.imageUrl} alt="图片消息" loading="lazy" />
        </button>
      ) : (
        <p className={`${styles.bubble} ${mine ? styles.bubbleMine : styles.bubbleTheirs}`} {...longPress}>
          {entry.text ?? ''}
        </p>
      )}
      {mine ? <Status entry={entry} onResend={onResend} /> : null}
    </div>
  );
}

function Status({ entry, onResend }: Pick<MessageBubbleProps, 'entry' | 'onResend'>) {
  if (entry.status === 'sending') return <span className={styles.status}>发送中…</span>;
  if (entry.status === 'failed') {
    return (
      <span className={`${styles.status} ${styles.failed}`}>
        <ExclamationCircleFill aria-hidden="true" />
        {onResend ? '发送失败' : '未发送'}
        {onResend ? (
          <button type="button" className={styles.resend} onClick={() => onResend(entry.clientId)}>
            重发
          </button>
        ) : null}
      </span>
    );
  }
  return entry.read ? <span className={styles.status}>已读</span> : null;
}
