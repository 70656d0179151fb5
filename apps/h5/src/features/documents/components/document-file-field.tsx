import { formatBytes } from '@lawbridge/contract';
import type { ChangeEvent } from 'react';
import { FileRow } from '../../../components/file-picker';
import { DOCUMENT_FILE_ACCEPT } from '../document-file-rules';
import type { DocumentFileState } from '../use-document-file';
import styles from '../../../components/file-picker/file-picker.module.css';

/** The chosen file with its upload progress or refusal, and the button to choose (or change) it. */
export function DocumentFileField({
  state,
  chooseLabel,
  hint,
  onChoose,
  onRemove,
}: {
  state: DocumentFileState;
  chooseLabel: string;
  hint?: string;
  onChoose(file: File): void;
  onRemove?(): void;
}) {
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  }
  return (
    <div className={styles.picker}>
      {state.status === 'none' ? null : (
        <ul className={styles.files}>
          <FileRow
            name={state.name}
            detail={
              state.status === 'uploading'
                ? `上传中 ${Math.round(state.sent * 100)}%`
                : formatBytes(state.size)
            }
          >
            {state.status === 'uploading' ? (
              <progress
                className={styles.progress}
                max={1}
                value={state.sent}
                aria-label={`${state.name} 上传进度`}
              />
            ) : onRemove ? (
              <button
                type="button"
                className={styles.remove}
                aria-label={`移除 ${state.name}`}
                onClick={onRemove}
              >
                移除
              </button>
            ) : null}
            {state.status === 'refused' ? (
              <p className={styles.error} role="alert">
                {state.error}
              </p>
            ) : null}
          </FileRow>
        </ul>
      )}
      {state.status === 'uploading' ? null : (
        <label className={styles.add}>
          {state.status === 'none' ? chooseLabel : '重新选择'}
          <input type="file" className={styles.input} accept={DOCUMENT_FILE_ACCEPT} onChange={choose} />
        </label>
      )}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
