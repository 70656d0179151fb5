import { FILE_EXTENSIONS, FILE_MAX_BYTES } from '@lawbridge/contract';

/** What the picker takes: the extensions of the kinds the server tells by content. */
export const FILE_ACCEPT = Object.values(FILE_EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(',');

const ARCHIVES = ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz'];
const TAKEN: readonly string[] = Object.values(FILE_EXTENSIONS);

export const FILE_REFUSALS = {
  empty: '文件是空的，请重新选择',
  tooLarge: `文件不能超过${FILE_MAX_BYTES / 1024 / 1024}MB`,
  archive: '不支持压缩包，请解压后上传 PDF、Word、Excel 或 TXT 文件',
  type: '仅支持 PDF、Word（DOC、DOCX）、Excel（XLS、XLSX）和 TXT 文件',
} as const;

/**
 * Why a chosen file is refused before it is sent (the same words as the server's), or null: the server
 * still tells the kind by the content, so a renamed archive is refused after the upload.
 */
export function fileRefusal(file: { name: string; size: number }): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (ARCHIVES.includes(extension)) return FILE_REFUSALS.archive;
  if (!TAKEN.includes(extension)) return FILE_REFUSALS.type;
  if (file.size === 0) return FILE_REFUSALS.empty;
  if (file.size > FILE_MAX_BYTES) return FILE_REFUSALS.tooLarge;
  return null;
}
