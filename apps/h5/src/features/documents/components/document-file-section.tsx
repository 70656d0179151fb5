import type { DocumentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { OrderSection } from '../../orders/components/order-section';
import { isWord } from '../document-text';
import type { useDocumentDownload } from '../use-document-download';
import { COPY_LINK_GUIDE } from './copy-link-guide';
import styles from './document-file-section.module.css';

/**
 * For an entitled viewer: the downloads left today, the Word file as uploaded (a Word document), and inside
 * WeChat how 复制下载链接 works.
 */
export function DocumentFileSection({
  document,
  inWechat,
  downloads,
}: {
  document: DocumentDetail;
  inWechat: boolean;
  downloads: ReturnType<typeof useDocumentDownload>;
}) {
  return (
    <OrderSection title="下载文件">
      <p className={styles.line}>
        {document.price > 0 && !document.viewer.own ? '已购买，下载的 PDF 每页附有您的购买标识。' : ''}
        今日还可下载 {document.viewer.downloads_left_today} 次。
      </p>
      {inWechat ? <p className={styles.line}>{COPY_LINK_GUIDE}</p> : null}
      {isWord(document.format) ? (
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void (inWechat ? downloads.copyLink('original') : downloads.download('original'))}
        >
          {inWechat ? '复制 Word 原文件下载链接' : '下载 Word 原文件'}
        </Button>
      ) : null}
    </OrderSection>
  );
}
