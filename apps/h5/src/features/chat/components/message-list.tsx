import ActionSheet from 'antd-mobile/es/components/action-sheet';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatMessageTime, TIME_GAP_MS } from '../chat-time';
import { copyMessageText } from '../copy-text';
import type { ChatEntry } from '../entries';
import { MessageBubble, type MessageBubbleProps } from './message-bubble';
import styles from './message-list.module.css';

/** Within this distance of an edge the reader counts as there (older pages load, new messages are seen). */
const EDGE_PX = 48;

export interface OlderPages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load(): void;
}

export interface MessageListProps {
  entries: ChatEntry[];
  older: OlderPages;
  peerTyping: boolean;
  /** The newest message is in view (at the bottom, page visible): mark what the other side wrote read. */
  onSeenNewest(): void;
  onResend: MessageBubbleProps['onResend'];
}

/**
 * The conversation's messages, scrolling on their own between the header and the composer. It opens at
 * the newest and follows new ones while the reader is at the bottom (always after sending); scrolled up
 * to the top it loads older pages and keeps the reader where they were.
 */
export function MessageList({ entries, older, peerTyping, onSeenNewest, onResend }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef(0);
  const [newBelow, setNewBelow] = useState(false);
  // The picture stays in the viewer while it closes (it fades out).
  const [image, setImage] = useState({ url: '', open: false });
  const [copying, setCopying] = useState<string | null>(null);
  const first = entries[0]?.key;
  const last = entries.at(-1);
  // Nothing seen yet: the first render scrolls to the newest message.
  const seen = useRef<{ first?: string; last?: string }>({});

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  }, []);

  const seeNewest = useCallback(() => {
    if (atBottom.current && document.visibilityState !== 'hidden') onSeenNewest();
  }, [onSeenNewest]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = seen.current;
    seen.current = { first, last: last?.key };
    if (!element) return;
    if (last?.key !== before.last) {
      // A new newest message: follow it when at the bottom or when it is mine.
      if (atBottom.current || last?.party === 'myself') scrollToBottom();
      else setNewBelow(true);
    } else if (first !== before.first) {
      // Older messages came in above: stay on the message that was in view.
      element.scrollTop = element.scrollHeight - fromBottom.current;
    }
  }, [first, last?.key, last?.party, scrollToBottom]);

  // Pictures loading and the composer giving way to the free-limit card change the heights: a reader
  // at the bottom stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (log.current) observer.observe(log.current);
    return () => observer.disconnect();
  }, []);

  useEffect(seeNewest, [last?.key, seeNewest]);
  useEffect(() => {
    document.addEventListener('visibilitychange', seeNewest);
    return () => document.removeEventListener('visibilitychange', seeNewest);
  }, [seeNewest]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= EDGE_PX;
    if (atBottom.current) {
      setNewBelow(false);
      seeNewest();
    }
    if (element.scrollTop <= EDGE_PX && older.hasMore && !older.loading && !older.failed) older.load();
  }

  return (
    <div className={styles.frame}>
      <div ref={scroller} className={styles.scroller} onScroll={onScroll} data-testid="message-scroller">
        <OlderMessages older={older} />
        {entries.length === 0 && !older.hasMore ? (
          <p className={styles.none}>暂无消息，发一条消息开始咨询吧</p>
        ) : null}
        <div ref={log} role="log" aria-label="消息记录" className={styles.log}>
          {entries.map((entry, index) => {
            const previous = entries[index - 1];
            const showTime = !previous || entry.createdAt - previous.createdAt > TIME_GAP_MS;
            return (
              <Fragment key={entry.key}>
                {showTime ? <p className={styles.time}>{formatMessageTime(entry.createdAt)}</p> : null}
                <MessageBubble
                  entry={entry}
                  onOpenImage={(url) => setImage({ url, open: true })}
                  onTextActions={setCopying}
                  onResend={onResend}
                />
              </Fragment>
            );
          })}
        </div>
        {peerTyping ? (
          <p className={styles.typing} role="status">
            对方正在输入…
          </p>
        ) : null}
      </div>
      {newBelow ? (
        <button type="button" className={styles.newBelow} onClick={scrollToBottom}>
          有新消息
        </button>
      ) : null}
      <ImageViewer
        image={image.url}
        visible={image.open}
        onClose={() => setImage((shown) => ({ ...shown, open: false }))}
      />
      <ActionSheet
        visible={copying !== null}
        actions={[{ key: 'copy', text: '复制' }]}
        cancelText="取消"
        onClose={() => setCopying(null)}
        onAction={() => {
          if (copying !== null) void copyMessageText(copying);
          setCopying(null);
        }}
      />
    </div>
  );
}

function OlderMessages({ older }: { older: OlderPages }) {
  if (!older.hasMore) return null;
  if (older.loading) {
    return (
      <p className={styles.older} role="status">
        <DotLoading /> 加载中
      </p>
    );
  }
  return (
    <button type="button" className={`${styles.older} ${styles.olderButton}`} onClick={older.load}>
      {older.failed ? '加载失败，点击重试' : '查看更早的消息'}
    </button>
  );
}
