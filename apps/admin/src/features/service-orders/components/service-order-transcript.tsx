import { Button, Flex, Skeleton } from 'antd';
import { QueryErrorResult } from '../../../components/query-error-result';
import { OrderTranscript } from '../../orders-shared/components/order-transcript';
import { useServiceOrderTranscript } from '../api/get-service-order-transcript';

/**
 * The parties' chat since the order was placed, read only: the latest page first, 加载更早的消息 above it
 * brings the page before (oldest first throughout; images enlargeable at signed addresses).
 */
export function ServiceOrderTranscript({ orderNo }: { orderNo: string }) {
  const transcript = useServiceOrderTranscript(orderNo);
  if (transcript.isError) {
    return (
      <QueryErrorResult
        error={transcript.error}
        retrying={transcript.isFetching}
        onRetry={() => void transcript.refetch()}
      />
    );
  }
  if (!transcript.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const messages = [...transcript.data.pages].reverse().flatMap((page) => page.list);
  return (
    <Flex vertical gap={8}>
      {transcript.hasNextPage && (
        <Button
          size="small"
          style={{ alignSelf: 'center' }}
          loading={transcript.isFetchingNextPage}
          onClick={() => void transcript.fetchNextPage()}
        >
          加载更早的消息
        </Button>
      )}
      <OrderTranscript messages={messages} truncated={false} />
    </Flex>
  );
}
