import { Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useLawyer } from '../api/get-lawyer';
import { EnabledToggle } from './enabled-toggle';
import { LawyerDetails } from './lawyer-details';

const DRAWER_WIDTH = 760;

/** One lawyer over the list, open while `uuid` is set; it keeps its content while sliding out. */
export function LawyerDrawer({ uuid, onClose }: { uuid: string | undefined; onClose: () => void }) {
  const [shownUuid, setShownUuid] = useState(uuid);
  if (uuid !== undefined && uuid !== shownUuid) setShownUuid(uuid);
  const lawyer = useLawyer(shownUuid);

  return (
    <Drawer
      open={uuid !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={lawyer.data ? `律师 ${lawyer.data.name}` : '律师详情'}
      footer={
        lawyer.data ? (
          <Flex justify="flex-end">
            <EnabledToggle lawyer={lawyer.data} look="button" />
          </Flex>
        ) : null
      }
    >
      {lawyer.isError ? (
        <QueryErrorResult
          error={lawyer.error}
          retrying={lawyer.isFetching}
          onRetry={() => void lawyer.refetch()}
        />
      ) : lawyer.data ? (
        <LawyerDetails lawyer={lawyer.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
