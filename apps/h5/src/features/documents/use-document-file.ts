import type { DocumentUploadRules } from '@lawbridge/contract';
import { useRef, useState } from 'react';
import { uploadFile } from '../upload/api/upload-file';
import { documentFileRefusal } from './document-file-rules';

/** The document's file as the form holds it: none, on its way (share sent 0–1), uploaded, or refused. */
export type DocumentFileState =
  | { status: 'none' }
  | { status: 'uploading'; name: string; size: number; sent: number }
  | { status: 'uploaded'; id: string; name: string; size: number }
  | { status: 'refused'; name: string; size: number; error: string };

/**
 * Chooses one PDF or Word file and uploads it with its progress (POST API.uploadFile); `onUploaded` hears the
 * upload id. A file refused here or by the server keeps its reason until another is chosen.
 */
export function useDocumentFile(
  rules: Pick<DocumentUploadRules, 'max_bytes' | 'word_supported'>,
  onUploaded?: (id: string) => void,
) {
  const [state, setState] = useState<DocumentFileState>({ status: 'none' });
  const attempt = useRef(0);

  async function choose(file: File) {
    const mine = (attempt.current += 1);
    const { name, size } = file;
    const refusal = documentFileRefusal(file, rules);
    if (refusal) return setState({ status: 'refused', name, size, error: refusal });
    setState({ status: 'uploading', name, size, sent: 0 });
    try {
      const stored = await uploadFile(file, (sent) => {
        if (attempt.current === mine) setState({ status: 'uploading', name, size, sent });
      });
      if (attempt.current !== mine) return;
      setState({ status: 'uploaded', id: stored.id, name, size });
      onUploaded?.(stored.id);
    } catch (failure) {
      if (attempt.current !== mine) return;
      setState({
        status: 'refused',
        name,
        size,
        error: failure instanceof Error ? failure.message : '上传失败，请重试',
      });
    }
  }

  function clear() {
    attempt.current += 1;
    setState({ status: 'none' });
  }

  return { state, choose, clear };
}
