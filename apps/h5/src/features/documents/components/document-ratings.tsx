import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState, type ReactNode } from 'react';
import { useFirstScreenComplete } from '../../../app/first-screen';
import { AsyncView } from '../../../components/async-view';
import { formatDate } from '../../../lib/format';
import { infiniteListOf } from '../../../lib/infinite-list';
import { OrderSection } from '../../orders/components/order-section';
import { useDocumentRatings } from '../api/get-document-ratings';
import styles from './document-ratings.module.css';
import { LazyReplySheet } from './lazy-sheets';

const stars = (score: number) => '★'.repeat(score) + '☆'.repeat(5 - score);

/**
 * 评价: the buyers' ratings with the uploader's replies, the first few, then 全部评价 loads the rest page by
 * page; `action` (评价) sits under the title; the uploader (`canReply`) answers each rating once.
 */
export function DocumentRatings({
  documentId,
  count,
  action,
  canReply,
}: {
  documentId: number;
  count: number;
  action?: ReactNode;
  canReply: boolean;
}) {
  // Below the previews: asked for once the first screen is complete, so it never delays the first page.
  const ratings = useDocumentRatings(documentId, useFirstScreenComplete());
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const { state, loadMore } = infiniteListOf(ratings);
  return (
    <OrderSection title={`评价（${count}）`}>
      {action}
      <AsyncView
        query={state}
        loading={<Skeleton.Paragraph lineCount={3} animated />}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        emptyText="暂无评价"
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label="评价列表">
              {data.pages
                .flatMap((page) => page.list)
                .map((rating) => (
                  <li key={rating.id} className={styles.rating}>
                    <p className={styles.head}>
                      <span>{rating.user_name}</span>
                      <span className={styles.stars} aria-label={`${rating.score}星`}>
                        {stars(rating.score)}
                      </span>
                      <span className={styles.date}>{formatDate(rating.created_at)}</span>
                    </p>
                    <p className={styles.text}>{rating.text}</p>
                    {rating.reply ? <p className={styles.reply}>上传者回复：{rating.reply}</p> : null}
                    {canReply && !rating.reply ? (
                      <Button
                        size="mini"
                        fill="outline"
                        aria-label={`回复${rating.user_name}的评价`}
                        onClick={() => setReplyTo(rating.id)}
                      >
                        回复
                      </Button>
                    ) : null}
                  </li>
                ))}
            </ul>
            {ratings.hasNextPage ? (
              <Button
                block
                size="small"
                fill="none"
                color="primary"
                loading={ratings.isFetchingNextPage}
                onClick={() => void loadMore().catch(() => undefined)}
              >
                全部评价
              </Button>
            ) : null}
          </>
        )}
      </AsyncView>
      {canReply ? <LazyReplySheet ratingId={replyTo} onClose={() => setReplyTo(null)} /> : null}
    </OrderSection>
  );
}
