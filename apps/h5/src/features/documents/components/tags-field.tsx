import { DOCUMENT_TAG_MAX, DOCUMENT_TAGS_MAX } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import styles from './tags-field.module.css';

/** 标签: up to 5 short words, each added with 添加 (or Enter) and removed with its ×. */
export function TagsField({ value, onChange }: { value: readonly string[]; onChange(tags: string[]): void }) {
  const [text, setText] = useState('');
  function add() {
    const tag = text.trim();
    if (!tag) return;
    if (value.includes(tag)) return showToast('标签不能重复');
    if (value.length >= DOCUMENT_TAGS_MAX) return showToast(`标签最多${DOCUMENT_TAGS_MAX}个`);
    onChange([...value, tag]);
    setText('');
  }
  return (
    <div className={styles.field}>
      {value.length > 0 ? (
        <ul className={styles.tags} aria-label="已添加的标签">
          {value.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
              <button
                type="button"
                className={styles.remove}
                aria-label={`删除标签 ${tag}`}
                onClick={() => onChange(value.filter((kept) => kept !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < DOCUMENT_TAGS_MAX ? (
        <div className={styles.add}>
          <Input
            aria-label="标签"
            placeholder={`输入标签，最多${DOCUMENT_TAG_MAX}个字`}
            value={text}
            maxLength={DOCUMENT_TAG_MAX}
            onChange={setText}
            onEnterPress={add}
          />
          <Button size="small" color="primary" fill="outline" onClick={add}>
            添加
          </Button>
        </div>
      ) : null}
    </div>
  );
}
