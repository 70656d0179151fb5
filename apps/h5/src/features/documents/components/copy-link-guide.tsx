import { DOCUMENT_COPY_LINK_MINUTES } from '@lawbridge/contract';
import { loadDialog } from '../../../lib/dialog';
import styles from './copy-link-guide.module.css';

export const COPY_LINK_GUIDE = `微信内无法直接下载文件。请在手机浏览器（如 Safari、Chrome）中粘贴打开后下载，链接${DOCUMENT_COPY_LINK_MINUTES}分钟内有效，仅限本人使用。`;

/** After 复制下载链接: how to use the link; when the clipboard refused, the link itself to copy by hand. */
export async function showCopiedLink(url: string, copied: boolean): Promise<void> {
  const Dialog = await loadDialog();
  void Dialog.alert({
    title: copied ? '下载链接已复制' : '请复制下载链接',
    content: (
      <div className={styles.guide}>
        <p>{COPY_LINK_GUIDE}</p>
        {copied ? null : <p className={styles.link}>{url}</p>}
      </div>
    ),
    confirmText: '知道了',
  });
}
