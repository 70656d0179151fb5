import { t } from '../../lib/i18n';
import { showToast } from '../../lib/toast';

/** Puts text on the clipboard (the modern way, else the older one); answers whether it worked. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the older way.
  }
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a message's text and says so in the user's language: 内容已复制, or 复制失败，请手动复制. */
export async function copyMessageText(text: string): Promise<void> {
  showToast(t((await writeClipboard(text)) ? 'contentCopied' : 'copyFailed'));
}
