import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useAppeal } from '../api/get-appeal';
import { AppealDecisionModal } from './appeal-decision-modal';
import { AppealDetails } from './appeal-details';

const DRAWER_WIDTH = 860;

/** One appeal over the queue, open while `id` is set; 裁定 while it waits for the platform. */
export function AppealDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  // The last opened appeal stays drawn while the drawer slides away.
  const [shownId, setShownId] = useState(id);
  if (id !== undefined && id !== shownId) setShownId(id);
  const appeal = useAppeal(shownId);
  const [deciding, setDeciding] = useState(false);
  const decidable = appeal.data?.state === 'waiting_operator';

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={appeal.data ? `申诉 · ${appeal.data.order_no}` : '申诉'}
      footer={
        decidable ? (
          <Flex justify="flex-end">
            <Button type="primary" onClick={() => setDeciding(true)}>
              裁定
            </Button>
          </Flex>
        ) : null
      }
    >
      {appeal.isError ? (
        <QueryErrorResult
          error={appeal.error}
          retrying={appeal.isFetching}
          onRetry={() => void appeal.refetch()}
        />
      ) : appeal.data ? (
        <AppealDetails appeal={appeal.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 14 }} />
      )}
      {deciding && appeal.data && (
        <AppealDecisionModal appeal={appeal.data} onClose={() => setDeciding(false)} />
      )}
    </Drawer>
  );
}
