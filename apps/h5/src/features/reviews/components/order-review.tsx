import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useOrderReview } from '../api/get-order-review';
import styles from './order-review.module.css';
import { ReviewCard } from './review-card';
import { ReviewSheet } from './review-sheet';

export interface OrderReviewProps {
  orderNo: string;
  /** Only a finished order can have a review; before that nothing is asked or shown. */
  finished: boolean;
  /** Whom the sheet says the review is for, e.g. 王明 律师 · 图文咨询. */
  subject: string;
}

/**
 * The review part of an order's detail page, for any order kind: 评价律师 (with the sheet) while the
 * customer may still review, the review itself (with the lawyer's reply) afterwards.
 */
export function OrderReview({ orderNo, finished, subject }: OrderReviewProps) {
  const query = useOrderReview(orderNo, finished);
  const create = useCreateReview();
  const [writing, setWriting] = useState(false);
  if (!finished || query.isPending) return null;
  if (query.isError || !query.data) {
    return (
      <section className={styles.section} aria-label="服务评价">
        <p className={styles.prompt}>评价加载失败</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          重新加载
        </Button>
      </section>
    );
  }
  const { review, reviewable } = query.data;
  if (review) {
    return (
      <section className={styles.section} aria-label="我的评价">
        <h2 className={styles.title}>我的评价</h2>
        {review.hidden === 1 ? <p className={styles.hidden}>该评价已被平台隐藏，仅您和律师可见</p> : null}
        <ReviewCard review={review} />
      </section>
    );
  }
  if (reviewable !== 1) return null;
  return (
    <section className={styles.section} aria-label="服务评价">
      <div className={styles.invite}>
        <p className={styles.prompt}>服务已完成，您的评价能帮助其他用户选择律师</p>
        <Button color="primary" shape="rounded" size="small" onClick={() => setWriting(true)}>
          评价律师
        </Button>
      </div>
      <ReviewSheet
        visible={writing}
        subject={subject}
        submitting={create.isPending}
        onClose={() => setWriting(false)}
        onSubmit={(draft) =>
          create.mutate(
            { order_no: orderNo, ...draft },
            {
              onSuccess: () => {
                setWriting(false);
                showToast('评价成功，感谢您的反馈');
              },
            },
          )
        }
      />
    </section>
  );
}
