import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { usePurchasedDocuments } from '../api/get-purchased-documents';
import { PurchasedCard } from '../components/purchased-card';
import { RecordList } from '../components/record-list';

/** 已购文档: the documents the signed-in user bought (paid, finished, refunded), newest first. */
export default function PurchasedDocumentsPage() {
  const purchased = usePurchasedDocuments();
  const { navigateTo } = useAppNavigation();
  return (
    <RecordList
      query={purchased}
      label="已购文档"
      empty={
        <EmptyState text="暂无已购文档">
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => navigateTo(PATHS.documentDownload)}
          >
            去文档中心
          </Button>
        </EmptyState>
      }
    >
      {(order) => <PurchasedCard key={order.order_no} order={order} />}
    </RecordList>
  );
}
