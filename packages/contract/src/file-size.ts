// File sizes as people read them, without schemas (pages showing a file load no validation code).

/** A file's size as people read it: 812 B, 35.2 KB, 4.6 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
