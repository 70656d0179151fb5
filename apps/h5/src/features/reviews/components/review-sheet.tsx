import { REVIEW_TAG_LABELS, REVIEW_TAGS, REVIEW_TEXT_MAX, type ReviewTag } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { showToast } from '../../../lib/toast';
import styles from './review-sheet.module.css';
import { StarPicker } from './star-picker';

export interface ReviewDraft {
  rating: number;
  tags: ReviewTag[];
  text: string;
  anonymous: 0 | 1;
}

export interface ReviewSheetProps {
  visible: boolean;
  /** Whom the review is for, e.g. 王明 律师 · 图文咨询. */
  subject: string;
  submitting: boolean;
  onClose(): void;
  onSubmit(review: ReviewDraft): void;
}

const TAG_OPTIONS = REVIEW_TAGS.map((tag) => ({ label: REVIEW_TAG_LABELS[tag], value: tag }));

/** 评价律师: stars (required), tags, text (≤ 500, optional) and 匿名评价, in a bottom sheet. */
export function ReviewSheet({ visible, subject, submitting, onClose, onSubmit }: ReviewSheetProps) {
  const [rating, setRating] = useState(0);
  const [tags, setTags] = useState<ReviewTag[]>([]);
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const textId = useId();

  function reset() {
    setRating(0);
    setTags([]);
    setText('');
    setAnonymous(false);
  }

  function submit() {
    if (rating < 1) return showToast('请选择评分');
    onSubmit({ rating, tags, text: text.trim(), anonymous: anonymous ? 1 : 0 });
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={reset}
      bodyClassName={styles.sheet}
      showCloseButton
    >
      <h2 className={styles.title}>评价律师</h2>
      <p className={styles.subject}>{subject}</p>
      <p className={styles.label}>服务评分</p>
      <StarPicker value={rating} onChange={setRating} />
      <p className={styles.label}>评价标签（可多选）</p>
      <Selector
        columns={3}
        multiple
        options={TAG_OPTIONS}
        value={tags}
        onChange={(values) => setTags(values)}
      />
      <label className={styles.label} htmlFor={textId}>
        评价内容（选填）
      </label>
      <TextArea
        id={textId}
        className={styles.text}
        placeholder="说说律师的专业程度、服务态度，帮助其他用户选择"
        value={text}
        onChange={setText}
        maxLength={REVIEW_TEXT_MAX}
        showCount
        rows={4}
      />
      <div className={styles.anonymous}>
        <Checkbox checked={anonymous} onChange={setAnonymous}>
          匿名评价
        </Checkbox>
        <span className={styles.hint}>律师主页将显示为“匿名用户”</span>
      </div>
      <Button block color="primary" shape="rounded" loading={submitting} onClick={submit}>
        提交评价
      </Button>
    </Popup>
  );
}
