import type { AdminFeedbackItem } from '@lawbridge/contract';
import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { feedbackPath, paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { useFeedback } from '../api/get-feedback';
import { useFeedbackItem } from '../api/get-feedback-item';
import { FeedbackTable } from '../components/feedback-table';
import { HandledFilter } from '../components/handled-filter';
import { ReplyModal } from '../components/reply-modal';
import { useFeedbackListParams } from '../use-feedback-list-params';

/** The id in `/feedback/:id`, when it is one. */
function useOpenFeedbackId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The feedback being answered: from the page on screen, or, when opened from elsewhere (the audit log)
 * and not on this page, fetched on its own once the page has loaded.
 */
function useOpenFeedback(list: readonly AdminFeedbackItem[] | undefined): AdminFeedbackItem | undefined {
  const openId = useOpenFeedbackId();
  const onPage = list?.find((item) => item.id === openId);
  const single = useFeedbackItem(list && !onPage ? openId : undefined);
  if (openId === undefined) return undefined;
  return onPage ?? single.data;
}

export function FeedbackPage() {
  const { params, handled, setPage, setHandled } = useFeedbackListParams();
  const feedback = useFeedback(params);
  const replyingTo = useOpenFeedback(feedback.data?.list);
  const navigate = useNavigate();
  const { search } = useLocation();

  return (
    <PageContainer title="留言反馈">
      <Card>
        <Flex vertical gap={16}>
          <HandledFilter value={handled} onChange={setHandled} />
          <FeedbackTable
            params={params}
            query={feedback}
            onPageChange={setPage}
            onReply={(item) => void navigate(feedbackPath(item.id, search))}
          />
        </Flex>
      </Card>
      {replyingTo && (
        <ReplyModal
          key={replyingTo.id}
          feedback={replyingTo}
          onClose={() => void navigate({ pathname: paths.feedback, search })}
        />
      )}
    </PageContainer>
  );
}
