import type { TranscriptMessage } from '@lawbridge/contract';
import { Alert, Collapse, Skeleton } from 'antd';
import { OrderTranscript } from './order-transcript';

/** The order detail as the dialog reads it: its chat, loaded when the dialog opens (the queues do not carry it). */
interface OrderChat {
  data?: { transcript: TranscriptMessage[]; transcript_truncated: boolean };
  isPending: boolean;
  isError: boolean;
}

/**
 * The parties' chat inside a refund decision opened from a queue, folded under 聊天记录（N条） so the operator
 * reads it before deciding without leaving the dialog.
 */
export function DialogTranscript({ order }: { order: OrderChat }) {
  if (order.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (order.isError || !order.data) {
    return (
      <Alert
        type="warning"
        showIcon
        title="聊天记录加载失败，可在订单详情中查看"
        style={{ marginBottom: 16 }}
      />
    );
  }
  const { transcript, transcript_truncated } = order.data;
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'chat',
          label: `聊天记录（${transcript.length}条）`,
          children: <OrderTranscript messages={transcript} truncated={transcript_truncated} />,
        },
      ]}
    />
  );
}
