import type { DownloadedFile } from './request';

/** Hands a downloaded file to the browser's downloads under the server's name (else `fallbackName`). */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
