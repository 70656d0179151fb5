import { DOCUMENT_RATING_TEXT_MAX, documentRatingBody } from '@lawbridge/contract';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { firstIssue } from '../../../lib/validation';
import { TextSheet } from '../../orders/components/text-sheet';
import { useRateDocument } from '../api/document-mutations';
import styles from './document-sheets.module.css';

/** 评价: 1–5 stars and a text, once per bought document. */
export function RateSheet({
  documentId,
  visible,
  onClose,
}: {
  documentId: number;
  visible: boolean;
  onClose(): void;
}) {
  const [score, setScore] = useState(0);
  const rate = useRateDocument();
  function submit(text: string) {
    if (score === 0) return showToast('请选择评分');
    const body = { document_id: documentId, score, text };
    const issue = firstIssue(documentRatingBody, body);
    if (issue) return showToast(issue);
    rate.mutate(body, {
      onSuccess: () => {
        showToast('评价成功');
        onClose();
      },
    });
  }
  return (
    <TextSheet
      visible={visible}
      title="评价文档"
      textLabel="评价内容"
      placeholder="文档是否好用、内容是否准确"
      min={2}
      max={DOCUMENT_RATING_TEXT_MAX}
      submitText="提交评价"
      submitting={rate.isPending}
      onClose={onClose}
      onAfterClose={() => setScore(0)}
      onSubmit={submit}
    >
      <div className={styles.stars} role="radiogroup" aria-label="评分">
        {[1, 2, 3, 4, 5].map((star) => (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={score === star}
            aria-label={`${star}星`}
            className={star <= score ? `${styles.star} ${styles.on}` : styles.star}
            onClick={() => setScore(star)}
          >
            ★
          </button>
        ))}
      </div>
    </TextSheet>
  );
}
