import AuditOutlined from '@ant-design/icons/AuditOutlined';
import ExceptionOutlined from '@ant-design/icons/ExceptionOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import type { PendingQueue } from '@lawbridge/contract';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { QueueCard } from './queue-card';

/** The queues the order and withdrawal rows do not show already. */
const QUEUES: ReadonlyArray<{ queue: PendingQueue; icon: ReactNode }> = [
  { queue: 'applications', icon: <AuditOutlined /> },
  { queue: 'appeals', icon: <ExceptionOutlined /> },
  { queue: 'documents', icon: <FileDoneOutlined /> },
  { queue: 'feedback', icon: <MessageOutlined /> },
];

/** The 工作台's to-do row: applications, appeals and documents to review, feedback to answer. */
export function QueueCards() {
  return (
    <Row gutter={[16, 16]}>
      {QUEUES.map(({ queue, icon }) => (
        <Col key={queue} xs={24} sm={12} xl={6}>
          <QueueCard queue={queue} icon={icon} />
        </Col>
      ))}
    </Row>
  );
}
