import AuditOutlined from '@ant-design/icons/AuditOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { ReviewState } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { paths } from '../../../app/paths';
import { applicationsQueryOptions } from '../../applications/api/get-applications';
import { feedbackQueryOptions } from '../../feedback/api/get-feedback';
import { QueueCard } from './queue-card';

/** One row per queue is enough: the page's total is the queue's length. */
const COUNT_ONLY = { page: 1, page_size: 1 } as const;

/** The 工作台's to-do row: applications to review and feedback to answer. */
export function QueueCards() {
  const applications = useQuery(
    applicationsQueryOptions({ ...COUNT_ONLY, status: ReviewState.waiting.value }),
  );
  const feedback = useQuery(feedbackQueryOptions({ ...COUNT_ONLY, handled: 0 }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12}>
        <QueueCard
          title="待审核认证"
          icon={<AuditOutlined />}
          query={applications}
          to={paths.applications}
          linkText="去审核"
        />
      </Col>
      <Col xs={24} sm={12}>
        <QueueCard
          title="待处理反馈"
          icon={<MessageOutlined />}
          query={feedback}
          to={`${paths.feedback}?handled=waiting`}
          linkText="去处理"
        />
      </Col>
    </Row>
  );
}
