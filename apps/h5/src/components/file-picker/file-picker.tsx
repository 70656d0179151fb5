import { formatBytes } from '@lawbridge/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadFile } from '../../features/upload/api/upload-file';
import { FILE_ACCEPT, fileRefusal } from './file-rules';
import { FileRow } from './file-row';
import styles from './file-picker.module.css';

/** An uploaded file: its upload id (what API bodies carry), its name and size. */
export interface PickedFile {
  id: string;
  name: string;
  size: number;
}

export interface FilePickerProps {
  /** Names the files, e.g. 合同等文件. */
  label: string;
  value: readonly PickedFile[];
  onChange(files: PickedFile[]): void;
  maxCount: number;
  /** Told whether an upload is still running, so a form can wait before it submits. */
  onBusyChange?(busy: boolean): void;
}

/** A chosen file still on its way, or refused (with the reason). */
interface Pending {
  key: number;
  name: string;
  size: number;
  sent: number;
  error: string | null;
}

const UPLOAD_FAILED = '上传失败，请重试';

/**
 * Chooses files (PDF, Word, Excel, TXT), uploads each with its progress and reports the uploaded ones.
 * A refused file stays in the list with the reason (too large, an archive, not a document) until removed.
 */
export function FilePicker({ label, value, onChange, maxCount, onBusyChange }: FilePickerProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const nextKey = useRef(0);
  const running = useRef(0);

  const update = (key: number, change: Partial<Pending>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function busy(delta: number) {
    running.current += delta;
    onBusyChange?.(running.current > 0);
  }

  async function send(file: File, key: number) {
    busy(1);
    try {
      const stored = await uploadFile(file, (sent) => update(key, { sent }));
      setPending((items) => items.filter((item) => item.key !== key));
      const next = [...latest.current, { id: stored.id, name: stored.name, size: stored.size }];
      latest.current = next;
      onChange(next);
    } catch (failure) {
      update(key, { error: failure instanceof Error ? failure.message : UPLOAD_FAILED });
    } finally {
      busy(-1);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = maxCount - value.length - pending.filter((item) => item.error === null).length;
    const added: Pending[] = chosen.map((file, index) => {
      const key = (nextKey.current += 1);
      const refusal = index >= room ? `最多上传${maxCount}个文件` : fileRefusal(file);
      if (refusal === null) void send(file, key);
      return { key, name: file.name, size: file.size, sent: 0, error: refusal };
    });
    setPending((items) => [...items, ...added]);
  }

  const full = value.length + pending.filter((item) => item.error === null).length >= maxCount;
  return (
    <div className={styles.picker} role="group" aria-label={label}>
      {value.length + pending.length > 0 ? (
        <ul className={styles.files}>
          {value.map((file) => (
            <FileRow key={file.id} name={file.name} detail={formatBytes(file.size)}>
              <button
                type="button"
                className={styles.remove}
                aria-label={`移除 ${file.name}`}
                onClick={() => onChange(value.filter((kept) => kept.id !== file.id))}
              >
                移除
              </button>
            </FileRow>
          ))}
          {pending.map((item) => (
            <FileRow
              key={item.key}
              name={item.name}
              detail={item.error === null ? `上传中 ${Math.round(item.sent * 100)}%` : formatBytes(item.size)}
            >
              {item.error === null ? (
                <progress
                  className={styles.progress}
                  max={1}
                  value={item.sent}
                  aria-label={`${item.name} 上传进度`}
                />
              ) : (
                <>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`移除 ${item.name}`}
                    onClick={() => setPending((items) => items.filter((kept) => kept.key !== item.key))}
                  >
                    移除
                  </button>
                  <p className={styles.error} role="alert">
                    {item.error}
                  </p>
                </>
              )}
            </FileRow>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <label className={styles.add}>
          添加文件
          <input type="file" className={styles.input} accept={FILE_ACCEPT} multiple onChange={choose} />
        </label>
      )}
      <p className={styles.hint}>支持 PDF、Word、Excel、TXT，单个不超过20MB，最多{maxCount}个</p>
    </div>
  );
}
