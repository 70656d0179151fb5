import { TRANSCRIPT_MAX } from '@lawbridge/contract';
import type { TranscriptMessage } from '@lawbridge/contract';
import { Alert, Empty, Flex, Image, Typography } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';

const SENDERS = { customer: '用户', lawyer: '律师' } as const;
const TRANSCRIPT_HEIGHT = 360;

/**
 * The parties' chat on an order as the operator reads it before deciding (an appeal, a refund request),
 * oldest first: who said what and when, images enlargeable.
 */
export function OrderTranscript({
  messages,
  truncated,
}: {
  messages: readonly TranscriptMessage[];
  /** Whether older messages were left out (only the latest TRANSCRIPT_MAX are listed). */
  truncated: boolean;
}) {
  if (messages.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该订单没有聊天记录" />;
  }
  return (
    <Flex vertical gap={8}>
      {truncated && (
        <Alert type="info" showIcon title={`只列出最近的 ${TRANSCRIPT_MAX} 条消息，更早的消息未列出`} />
      )}
      <ol
        aria-label="聊天记录"
        style={{
          maxHeight: TRANSCRIPT_HEIGHT,
          overflowY: 'auto',
          margin: 0,
          padding: 12,
          listStyle: 'none',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
        }}
      >
        {messages.map((message, index) => (
          <li key={`${message.created_at}-${index}`} style={{ marginBottom: 10 }}>
            <Typography.Text strong type={message.sender === 'lawyer' ? undefined : 'success'}>
              {SENDERS[message.sender]}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{formatShanghaiDateTime(message.created_at)}</Typography.Text>
            <div>
              {message.kind === 'image' && message.image_url ? (
                <Image
                  src={message.image_url}
                  alt={`${SENDERS[message.sender]}发送的图片`}
                  width={96}
                  style={{ borderRadius: 4 }}
                />
              ) : (
                <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography.Text>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Flex>
  );
}
