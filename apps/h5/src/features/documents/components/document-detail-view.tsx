import type { DocumentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useFirstScreenComplete } from '../../../app/first-screen';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { loginAddress } from '../../../app/paths';
import { loadDialog } from '../../../lib/dialog';
import { useSession } from '../../../lib/session/session-store';
import { isWechatBrowser } from '../../../lib/wechat/wechat-env';
import { OrderAppealEntry } from '../../orders/components/order-appeal-entry';
import { OrderSection } from '../../orders/components/order-section';
import { documentDetailAddress } from '../document-address';
import { useDocumentDownload } from '../use-document-download';
import { DocumentActionBar } from './document-action-bar';
import { DocumentFileSection } from './document-file-section';
import { DocumentPreviews } from './document-previews';
import { DocumentRatings } from './document-ratings';
import { DocumentRefund } from './document-refund';
import { DocumentSummary } from './document-summary';
import { DocumentUploaderCard } from './document-uploader-card';
import { DraftingUpsell } from './drafting-upsell';
import { LazyRateSheet, LazyReportSheet } from './lazy-sheets';
import styles from './document-detail-view.module.css';

/**
 * A document's detail (PRODUCT §12) with the buttons the viewer may use; a buyer's finished order also shows
 * 售后申诉 (PRODUCT §12a: after the first use a refund goes through an appeal).
 */
export function DocumentDetailView({ document }: { document: DocumentDetail }) {
  const signedIn = useSession((state) => Boolean(state.token));
  const { navigateTo } = useAppNavigation();
  const [sheet, setSheet] = useState<'rate' | 'report' | null>(null);
  const downloads = useDocumentDownload(document.id);
  const inWechat = isWechatBrowser();
  const { viewer } = document;
  const closeSheet = () => setSheet(null);
  // 退款 and 复制下载链接 ask through a dialog: its code comes after the first screen, before a tap needs it.
  const firstScreenComplete = useFirstScreenComplete();
  useEffect(() => {
    if (firstScreenComplete) void loadDialog().catch(() => undefined);
  }, [firstScreenComplete]);

  const report = () =>
    signedIn ? setSheet('report') : navigateTo(loginAddress(documentDetailAddress(document.id)));

  return (
    <div className={styles.page}>
      <DocumentSummary document={document} />
      {viewer.entitled ? (
        <DocumentFileSection document={document} inWechat={inWechat} downloads={downloads} />
      ) : null}
      {viewer.can_refund && viewer.order_no ? <DocumentRefund orderNo={viewer.order_no} /> : null}
      {viewer.order_no && !viewer.own ? (
        <OrderAppealEntry
          kind="document"
          orderNo={viewer.order_no}
          finished={viewer.order_state === 'finished'}
        />
      ) : null}
      <DocumentUploaderCard uploader={document.uploader} />
      {document.drafting_service && viewer.entitled && !viewer.own ? (
        <DraftingUpsell service={document.drafting_service} />
      ) : null}
      <DocumentPreviews previews={document.previews} pages={document.pages} />
      <OrderSection title="文档简介">
        <p className={styles.description}>{document.description}</p>
      </OrderSection>
      <DocumentRatings
        documentId={document.id}
        count={document.rating_count}
        canReply={viewer.own}
        action={
          viewer.can_rate ? (
            <Button size="small" color="primary" fill="outline" onClick={() => setSheet('rate')}>
              评价
            </Button>
          ) : null
        }
      />
      {viewer.own ? null : (
        <p className={styles.report}>
          <button type="button" className={styles.reportButton} onClick={report}>
            举报
          </button>
        </p>
      )}
      <DocumentActionBar document={document} signedIn={signedIn} inWechat={inWechat} downloads={downloads} />
      <LazyRateSheet documentId={document.id} visible={sheet === 'rate'} onClose={closeSheet} />
      <LazyReportSheet documentId={document.id} visible={sheet === 'report'} onClose={closeSheet} />
    </div>
  );
}
