import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState, type ReactNode } from 'react';
import { showToast } from '../../../lib/toast';
import styles from './sheet.module.css';

export interface TextSheetProps {
  visible: boolean;
  title: string;
  /** Names the text box, e.g. 拒绝原因. */
  textLabel: string;
  placeholder: string;
  min: number;
  max: number;
  submitText: string;
  /** Shown above the text box, e.g. a choice of reasons. */
  children?: ReactNode;
  /** Shown under the text box, e.g. images to attach. */
  afterText?: ReactNode;
  /** Told once the sheet has closed (its own text is cleared then), to clear what the caller keeps. */
  onAfterClose?(): void;
  /** The text must be given unless this is false. */
  required?: boolean;
  submitting: boolean;
  onClose(): void;
  onSubmit(text: string): void;
}

/** A bottom sheet asking for one text (a reason, a delivery note) with a counter and a submit button. */
export function TextSheet(props: TextSheetProps) {
  const { visible, title, placeholder, min, max, submitText, required = true } = props;
  const [text, setText] = useState('');
  const textId = useId();

  function submit() {
    const value = text.trim();
    if ((required || value !== '') && value.length < min) return showToast(`请至少填写${min}个字`);
    props.onSubmit(value);
  }

  return (
    <Popup
      visible={visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      afterClose={() => {
        setText('');
        props.onAfterClose?.();
      }}
      bodyClassName={styles.sheet}
      showCloseButton
      closeOnSwipe
    >
      <h2 className={styles.title}>{title}</h2>
      {props.children}
      <label className={styles.label} htmlFor={textId}>
        {props.textLabel}
      </label>
      <TextArea
        id={textId}
        className={styles.text}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        maxLength={max}
        showCount
        rows={4}
      />
      {props.afterText}
      <Button block color="primary" shape="rounded" loading={props.submitting} onClick={submit}>
        {submitText}
      </Button>
    </Popup>
  );
}
