import { REVIEW_REPLY_MAX, REVIEW_REPLY_MIN, type OwnReview } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useReplyToReview } from '../api/reply-review';
import styles from './reply-box.module.css';

/** The lawyer's one reply to a review: written once, editable for 24 hours, then fixed. */
export function ReplyBox({ review }: { review: OwnReview }) {
  const reply = useReplyToReview();
  const [editing, setEditing] = useState(review.reply === null);
  const [text, setText] = useState(review.reply ?? '');
  const [openedAt] = useState(() => Date.now());
  const textId = useId();
  const until = review.reply_editable_until;
  const editable = until === null || openedAt <= until;

  function send() {
    const value = text.trim();
    if (value.length < REVIEW_REPLY_MIN) return showToast(`回复内容至少${REVIEW_REPLY_MIN}个字`);
    reply.mutate(
      { order_no: review.order_no, reply: value },
      {
        onSuccess: () => {
          setEditing(false);
          showToast(review.reply === null ? '回复成功' : '回复已修改');
        },
      },
    );
  }

  if (!editing && review.reply !== null) {
    return (
      <div className={styles.box}>
        <p className={styles.reply}>
          <span className={styles.label}>我的回复：</span>
          {review.reply}
        </p>
        <div className={styles.footer}>
          <span className={styles.hint}>
            {editable && until !== null ? `${formatDateTime(until)}前可修改` : '回复已超过24小时，不能再修改'}
          </span>
          {editable ? (
            <Button size="mini" fill="outline" shape="rounded" onClick={() => setEditing(true)}>
              修改回复
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.box}>
      <label className={styles.visuallyHidden} htmlFor={textId}>
        回复{review.nickname}的评价
      </label>
      <TextArea
        id={textId}
        className={styles.text}
        placeholder="回复这条评价（仅可回复一次，24小时内可修改）"
        value={text}
        onChange={setText}
        maxLength={REVIEW_REPLY_MAX}
        showCount
        rows={2}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      <div className={styles.footer}>
        {review.reply !== null ? (
          <Button
            size="mini"
            shape="rounded"
            onClick={() => {
              setText(review.reply ?? '');
              setEditing(false);
            }}
          >
            取消
          </Button>
        ) : null}
        <Button size="mini" color="primary" shape="rounded" loading={reply.isPending} onClick={send}>
          {review.reply === null ? '回复' : '保存'}
        </Button>
      </div>
    </div>
  );
}
