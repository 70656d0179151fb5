import { ReviewState } from '@lawbridge/contract';
import { Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useApplication } from '../api/get-application';
import { ApplicationDetails } from './application-details';
import { DecisionActions } from './decision-actions';

const DRAWER_WIDTH = 760;

/** One application over the queue, open while `id` is set; it keeps its content while sliding out. */
export function ApplicationDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const [shownId, setShownId] = useState(id);
  if (id !== undefined && id !== shownId) setShownId(id);
  const application = useApplication(shownId);
  const waiting = application.data?.status === ReviewState.waiting.value;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={application.data ? `${application.data.real_name}的认证申请` : '认证申请'}
      footer={waiting && shownId !== undefined ? <DecisionActions applicationId={shownId} /> : null}
    >
      {application.isError ? (
        <QueryErrorResult
          error={application.error}
          retrying={application.isFetching}
          onRetry={() => void application.refetch()}
        />
      ) : application.data ? (
        <ApplicationDetails application={application.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
