import { ReviewState } from '@lawbridge/contract';
import { useFirmChange } from '../api/get-firm-change';
import styles from './firm-change-note.module.css';

/**
 * Under 执业机构 in 编辑资料: a change waiting for review (审核中 with the new firm) or the reason the latest
 * one was refused; nothing while none waits (the page keeps the approved firm until approval).
 */
export function FirmChangeNote() {
  const { data: change } = useFirmChange();
  if (change?.status === ReviewState.waiting.value) {
    return (
      <span className={styles.note} role="status">
        <span className={styles.waiting}>审核中</span>变更为“{change.law_firm}”，通过后生效
      </span>
    );
  }
  if (change?.status === ReviewState.reject.value) {
    return (
      <span className={styles.note} role="status">
        <span className={styles.rejected}>未通过</span>变更为“{change.law_firm}”：{change.reason}
      </span>
    );
  }
  return null;
}
