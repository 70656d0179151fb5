import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { AsyncView } from '../../../components/async-view';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useMyFeedback } from '../api/get-my-feedback';
import { FeedbackListItem } from './feedback-list-item';
import styles from './my-feedback-list.module.css';

/** 我的反馈: what the user sent, newest first, with the platform's replies. */
export function MyFeedbackList() {
  const feedback = useMyFeedback();
  const { state, loadMore } = infiniteListOf(feedback);

  return (
    <section className={styles.section} aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className={styles.title}>
        我的反馈
      </h2>
      <AsyncView
        query={state}
        isEmpty={(data) => data.pages[0]?.total === 0}
        emptyText="暂无反馈记录"
        loading={<Skeleton.Paragraph lineCount={3} animated />}
      >
        {(data) => (
          <>
            <ul className={styles.list}>
              {data.pages
                .flatMap((page) => page.list)
                .map((item) => (
                  <FeedbackListItem key={item.id} item={item} />
                ))}
            </ul>
            {feedback.hasNextPage ? <InfiniteScroll loadMore={loadMore} hasMore /> : null}
          </>
        )}
      </AsyncView>
    </section>
  );
}
