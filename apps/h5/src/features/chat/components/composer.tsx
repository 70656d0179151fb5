import { CHAT_TEXT_MAX, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { compressImage } from '../../../components/image-picker/compress-image';
import { ApiError } from '../../../lib/request';
import { showToast } from '../../../lib/toast';
import { uploadImage } from '../../upload/api/upload-image';
import type { Draft } from '../use-outbox';
import styles from './composer.module.css';

/** The counter shows from this many characters on. */
export const COUNTER_FROM = CHAT_TEXT_MAX - 100;
const MAX_HEIGHT_PX = 96;
const ACCEPTED: readonly string[] = IMAGE_MIME_TYPES;

export interface ComposerProps {
  onSend(draft: Draft): void;
  /** Told on every keystroke (the other side sees 对方正在输入…). */
  onTyping(): void;
}

/** The text box (at most 1000 characters; a counter near the limit), 发送, and a picture button. */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const content = text.trim();

  function fit(element: HTMLTextAreaElement) {
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }

  function change(value: string) {
    setText(value.slice(0, CHAT_TEXT_MAX));
    if (box.current) fit(box.current);
    if (value.trim()) onTyping();
  }

  function send() {
    if (!content) return;
    onSend({ kind: 'text', text: content });
    setText('');
    if (box.current) {
      box.current.style.height = '';
      box.current.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends (Shift+Enter: a new line); not while an input method is still composing.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return showToast('请选择 JPG、PNG 或 WebP 格式的图片');
    setUploading(true);
    try {
      const image = await compressImage(file);
      if (image.size > IMAGE_MAX_BYTES) throw new Error(`图片不能超过${IMAGE_MAX_BYTES / 1024 / 1024}MB`);
      const uploaded = await uploadImage(image);
      onSend({ kind: 'image', uploadId: uploaded.id, url: uploaded.url });
    } catch (failure) {
      // The request layer has already shown API failures.
      if (!(failure instanceof ApiError))
        showToast(failure instanceof Error ? failure.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.composer}>
      <button
        type="button"
        className={styles.picture}
        aria-label="发送图片"
        disabled={uploading}
        onClick={() => picker.current?.click()}
      >
        <PictureOutline />
      </button>
      <input
        ref={picker}
        className={styles.file}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-image-input"
        onChange={(event) => void pick(event)}
      />
      <div className={styles.field}>
        <textarea
          ref={box}
          className={styles.text}
          rows={1}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder="请输入消息"
          aria-label="消息内容"
          enterKeyHint="send"
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text.length >= COUNTER_FROM ? (
          <span className={styles.counter} aria-live="polite">
            {text.length}/{CHAT_TEXT_MAX}
          </span>
        ) : null}
      </div>
      <Button color="primary" size="small" className={styles.send} disabled={!content} onClick={send}>
        发送
      </Button>
    </div>
  );
}
