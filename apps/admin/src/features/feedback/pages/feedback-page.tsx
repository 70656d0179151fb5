import type { AdminFeedbackItem } from '@lawbridge/contract';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useFeedback } from '../api/get-feedback';
import { FeedbackTable } from '../components/feedback-table';
import { HandledFilter } from '../components/handled-filter';
import { ReplyModal } from '../components/reply-modal';
import { useFeedbackListParams } from '../use-feedback-list-params';

export function FeedbackPage() {
  const { params, handled, setPage, setHandled } = useFeedbackListParams();
  const feedback = useFeedback(params);
  const [replyingTo, setReplyingTo] = useState<AdminFeedbackItem | null>(null);

  return (
    <PageContainer title="留言反馈">
      <Card>
        <Flex vertical gap={16}>
          <HandledFilter value={handled} onChange={setHandled} />
          <FeedbackTable params={params} query={feedback} onPageChange={setPage} onReply={setReplyingTo} />
        </Flex>
      </Card>
      {replyingTo && <ReplyModal feedback={replyingTo} onClose={() => setReplyingTo(null)} />}
    </PageContainer>
  );
}
