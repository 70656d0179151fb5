import { FEEDBACK_IMAGES_MAX } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { ImagePicker } from '../../../components/image-picker';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { useSubmitFeedback } from '../api/submit-feedback';
import { checkFeedback, EMPTY_FEEDBACK_FORM, type FeedbackFormValues } from '../feedback-form';
import styles from './feedback-form-view.module.css';

export const CONTENT_MAX_LENGTH = 500;
const CONTACT_MAX_LENGTH = 50;

/** 留言反馈 form: text (5–500), optional contact, up to 3 images; cleared after a successful send. */
export function FeedbackFormView() {
  const [values, setValues] = useState<FeedbackFormValues>(EMPTY_FEEDBACK_FORM);
  const [uploading, setUploading] = useState(false);
  const submit = useSubmitFeedback();
  const change = (patch: Partial<FeedbackFormValues>) => setValues((current) => ({ ...current, ...patch }));

  function send() {
    if (uploading) return showToast('图片上传中，请稍候');
    const check = checkFeedback(values);
    if (!check.ok) return showFormIssue(check);
    submit.mutate(check.body, {
      onSuccess: () => {
        showToast('提交成功，感谢您的反馈');
        setValues(EMPTY_FEEDBACK_FORM);
      },
    });
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className={styles.label} htmlFor="feedback-content">
        反馈内容
      </label>
      <TextArea
        id="feedback-content"
        data-field="content"
        className={styles.content}
        placeholder="请描述您遇到的问题或建议，至少5个字"
        value={values.content}
        onChange={(content) => change({ content })}
        maxLength={CONTENT_MAX_LENGTH}
        showCount
        rows={5}
      />
      <label className={styles.label} htmlFor="feedback-contact">
        联系方式（选填）
      </label>
      <Input
        id="feedback-contact"
        data-field="contact"
        className={styles.contact}
        placeholder="手机号或邮箱，方便我们联系您"
        value={values.contact}
        onChange={(contact) => change({ contact })}
        maxLength={CONTACT_MAX_LENGTH}
        clearable
      />
      <span className={styles.label}>图片（选填，最多{FEEDBACK_IMAGES_MAX}张）</span>
      <ImagePicker
        value={values.images}
        onChange={(images) => change({ images })}
        maxCount={FEEDBACK_IMAGES_MAX}
        onBusyChange={setUploading}
      />
      <Button
        className={styles.submit}
        type="submit"
        color="primary"
        block
        shape="rounded"
        loading={submit.isPending}
      >
        提交
      </Button>
    </form>
  );
}
