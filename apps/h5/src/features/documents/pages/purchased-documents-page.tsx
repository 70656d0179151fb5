import { EmptyState } from '../../../components/empty-state';
import { usePurchasedDocuments } from '../api/get-purchased-documents';
import { PurchasedCard } from '../components/purchased-card';
import { RecordList } from '../components/record-list';
import { ToCentreButton } from '../components/to-centre-button';

/** 已购文档: the documents the signed-in user bought (paid, finished, refunded), newest first. */
export default function PurchasedDocumentsPage() {
  return (
    <RecordList
      query={usePurchasedDocuments()}
      label="已购文档"
      empty={
        <EmptyState text="暂无已购文档">
          <ToCentreButton />
        </EmptyState>
      }
    >
      {(order) => <PurchasedCard key={order.order_no} order={order} />}
    </RecordList>
  );
}
