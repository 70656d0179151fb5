/**
 * Sends the browser to a signed download address: the server answers with the file as an attachment, so the
 * page stays where it is. One line of its own so tests can watch it (jsdom does not navigate).
 */
export function openDownload(url: string): void {
  window.location.assign(url);
}

/** The address as a full URL, for pasting into another browser. */
export const absoluteUrl = (url: string): string => new URL(url, window.location.href).href;

/** Copies `text` to the clipboard; false when the browser refused (the caller then shows it to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
