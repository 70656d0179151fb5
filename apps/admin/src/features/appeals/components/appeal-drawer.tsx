import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import {
  AfterSaleDecisionDialog,
  APPEAL_WORDING,
} from '../../orders-shared/components/after-sale-decision-dialog';
import { useDecideAppeal } from '../api/decide-appeal';
import { useAppeal } from '../api/get-appeal';
import { AppealDetails } from './appeal-details';

const DRAWER_WIDTH = 860;

/** What each decision does, as the operator reads it before confirming. */
const CONSEQUENCES = {
  refund_full: '按比例从律师收入和平台佣金中扣回，并记律师违规一次。',
  refund_partial: '按比例从律师收入和平台佣金中扣回，并记律师违规一次。',
  reject: '申诉结束，律师收入不变。',
};

/** One appeal over the queue, open while `id` is set; 裁定 while it waits for the platform. */
export function AppealDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  // The last opened appeal stays drawn while the drawer slides away.
  const [shownId, setShownId] = useState(id);
  if (id !== undefined && id !== shownId) setShownId(id);
  const appeal = useAppeal(shownId);
  const [deciding, setDeciding] = useState(false);
  const decide = useDecideAppeal();
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
        <AfterSaleDecisionDialog
          id={appeal.data.id}
          orderNo={appeal.data.order_no}
          refundable={appeal.data.refundable}
          wording={APPEAL_WORDING}
          consequences={CONSEQUENCES}
          decide={decide}
          onClose={() => setDeciding(false)}
        />
      )}
    </Drawer>
  );
}
