import type { DocumentUploadRules } from '@lawbridge/contract';

/** What the file chooser offers: PDF and Word. */
export const DOCUMENT_FILE_ACCEPT = '.pdf,.doc,.docx';

const WORD = ['doc', 'docx'];

export const DOCUMENT_FILE_REFUSALS = {
  type: '仅支持 PDF、Word（DOC、DOCX）文件',
  empty: '文件是空的，请重新选择',
  word: '暂不支持 Word 文件，请转换为 PDF 后上传',
  tooLarge: (maxBytes: number) => `文件不能超过${Math.floor(maxBytes / 1024 / 1024)}MB`,
} as const;

/**
 * Why a chosen file is refused before it is sent, or null. The server still tells the kind by the content;
 * Word is refused here when the server has no converter (`word_supported`).
 */
export function documentFileRefusal(
  file: { name: string; size: number },
  rules: Pick<DocumentUploadRules, 'max_bytes' | 'word_supported'>,
): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (extension !== 'pdf' && !WORD.includes(extension)) return DOCUMENT_FILE_REFUSALS.type;
  if (WORD.includes(extension) && !rules.word_supported) return DOCUMENT_FILE_REFUSALS.word;
  if (file.size === 0) return DOCUMENT_FILE_REFUSALS.empty;
  if (file.size > rules.max_bytes) return DOCUMENT_FILE_REFUSALS.tooLarge(rules.max_bytes);
  return null;
}
