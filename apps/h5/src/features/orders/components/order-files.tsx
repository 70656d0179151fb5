import type { OrderFile } from '@lawbridge/contract';
import { FileRow, formatBytes } from '../../../components/file-picker';
import { isWechatBrowser } from '../../../lib/wechat/wechat-env';
import { showToast } from '../../../lib/toast';
import { writeClipboard } from '../../chat/copy-text';
import styles from './order-files.module.css';

const WECHAT_GUIDE =
  '微信内无法直接下载文件：点“复制下载链接”，再粘贴到手机浏览器（如 Safari、Chrome）打开即可下载，链接1小时内有效。';

async function copyLink(file: OrderFile) {
  const copied = await writeClipboard(new URL(file.url, window.location.href).href);
  showToast(copied ? '下载链接已复制，请在浏览器中打开' : '复制失败，请稍后再试');
}

/**
 * An order's files with name and size and 下载 (a signed address, good for about an hour). WeChat's browser
 * blocks downloads: there each file offers 复制下载链接 and a short guide instead.
 */
export function OrderFiles({ files, label }: { files: readonly OrderFile[]; label: string }) {
  if (files.length === 0) return null;
  const inWechat = isWechatBrowser();
  return (
    <div className={styles.block}>
      <ul className={styles.files} aria-label={label}>
        {files.map((file) => (
          <FileRow key={file.url} name={file.name} detail={formatBytes(file.size)}>
            {inWechat ? (
              <button type="button" className={styles.action} onClick={() => void copyLink(file)}>
                复制下载链接
              </button>
            ) : (
              <a className={styles.action} href={file.url} download={file.name}>
                下载
              </a>
            )}
          </FileRow>
        ))}
      </ul>
      {inWechat ? <p className={styles.guide}>{WECHAT_GUIDE}</p> : null}
    </div>
  );
}
