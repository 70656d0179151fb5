import { formatFen, type DocumentDetail } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { PayCountdown } from '../../../components/pay-countdown';
import { isFirstHistoryEntry } from '../../../lib/use-go-back';
import { orderNoOf } from '../../orders/order-query';
import { BarAmount, BottomBar, BottomBarSpace } from '../../orders/components/bottom-bar';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { usePayOrder } from '../../payment/use-pay-order';
import { useCreateDocumentOrder } from '../api/document-mutations';
import { useDocument } from '../api/get-document';
import { useDocumentOrder } from '../api/get-document-order';
import { documentDetailAddress, documentIdOf } from '../document-address';
import { formatPagesText } from '../document-text';
import { DocumentCover } from '../components/document-cover';
import styles from './document-pay-page.module.css';

export const CONSUMER_LAW_NOTE =
  '数字商品一经下载不支持无理由退货（《消费者权益保护法》第二十五条）；下载前可申请全额退款。';

/**
 * 文档下载's pay page: `id` (from 购买), or `order_no` (an order's own page: where the sandbox cashier returns,
 * WeChat's OAuth comes back and a paid order goes on to its document). Summary, price, the §25 note with its
 * tick box, 立即支付 through the payment flow; a document the viewer may already download opens its detail instead.
 */
export default function DocumentPayPage({ query }: PageProps) {
  const orderNo = orderNoOf(query);
  const order = useDocumentOrder(orderNo);
  const id = orderNo ? (order.data?.document.id ?? 0) : documentIdOf(query.id);
  if (!orderNo && id === 0) return <EmptyState text="文档不存在" />;
  if (orderNo && (order.isPending || order.isError)) {
    return <AsyncView query={order}>{() => null}</AsyncView>;
  }
  return <PayDocument id={id} />;
}

function PayDocument({ id }: { id: number }) {
  const document = useDocument(id);
  const { redirectTo, navigateBack } = useAppNavigation();
  const done =
    document.data && (document.data.viewer.entitled || document.data.viewer.own || document.data.price === 0);
  // Paid (back from the cashier, the QR code or WeChat's sheet) or nothing to pay: back to the detail this page was
  // opened from (its data is this page's, fresh), so the detail is not twice in the history; opened on its own
  // (a reload after WeChat's sign-in), the detail takes this page's place.
  useEffect(() => {
    if (!done) return;
    if (isFirstHistoryEntry()) redirectTo(documentDetailAddress(id));
    else navigateBack();
  }, [done, id, redirectTo, navigateBack]);
  if (done) return null;
  return (
    <AsyncView query={document} loading={<Skeleton.Paragraph lineCount={6} animated />}>
      {(detail) => <PayView document={detail} />}
    </AsyncView>
  );
}

function PayView({ document }: { document: DocumentDetail }) {
  const [agreed, setAgreed] = useState(false);
  const create = useCreateDocumentOrder();
  const { pay, isPending } = usePayOrder('replace');
  const openOrder = document.viewer.order_state === 'unpaid' ? (document.viewer.order_no ?? '') : '';
  const order = useDocumentOrder(openOrder);
  const deadline = order.data?.state === 'unpaid' ? order.data.pay_deadline : null;

  function submit() {
    create.mutate({ document_id: document.id }, { onSuccess: (created) => pay(created.order_no) });
  }

  return (
    <div>
      <OrderSection title="文档信息">
        <div className={styles.summary}>
          <DocumentCover url={document.cover_url} title={document.title} />
          <div className={styles.text}>
            <p className={styles.title}>{document.title}</p>
            <OrderFields>
              <OrderField label="格式">{formatPagesText(document.format, document.pages)}</OrderField>
              <OrderField label="价格">¥{formatFen(document.price)}</OrderField>
            </OrderFields>
          </div>
        </div>
      </OrderSection>
      {deadline !== null ? <PayCountdown deadline={deadline} /> : null}
      <OrderSection title="购买须知">
        <p className={styles.note}>{CONSUMER_LAW_NOTE}</p>
        <Checkbox className={styles.check} checked={agreed} onChange={setAgreed}>
          我已阅读并同意购买须知
        </Checkbox>
      </OrderSection>
      <BottomBarSpace />
      <BottomBar label="立即支付">
        <BarAmount label="实付款" yuan={formatFen(document.price)} />
        <Button
          color="primary"
          shape="rounded"
          className={styles.submit}
          loading={create.isPending || isPending}
          disabled={!agreed}
          onClick={submit}
        >
          立即支付
        </Button>
      </BottomBar>
    </div>
  );
}
