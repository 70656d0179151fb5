import { FeedbackFormView } from '../components/feedback-form-view';
import { MyFeedbackList } from '../components/my-feedback-list';
import styles from './feedback-page.module.css';

/** 留言反馈 (login needed): send feedback, and see what was sent with the platform's replies. */
export default function FeedbackPage() {
  return (
    <div className={styles.page}>
      <FeedbackFormView />
      <MyFeedbackList />
    </div>
  );
}
