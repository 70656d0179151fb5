import type { AdminAppointmentItem } from '@lawbridge/contract';
import { Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useListSearch } from '../../../lib/use-list-search';
import { useDispatchQueue } from '../api/get-dispatch-queue';
import { DispatchDrawer } from '../components/dispatch-drawer';
import { DispatchTable } from '../components/dispatch-table';
import { RejectAppointmentModal } from '../components/reject-appointment-modal';

const MINUTE = 60_000;

/** Waiting times count on while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function DispatchPage() {
  const { paging, setPage } = useListSearch([]);
  const queue = useDispatchQueue(paging);
  const now = useNow();
  const [assigning, setAssigning] = useState<AdminAppointmentItem | null>(null);
  const [rejecting, setRejecting] = useState<AdminAppointmentItem | null>(null);
  return (
    <PageContainer title="预约派单">
      <Card>
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            已支付、等待平台分配律师的预约，按支付时间从早到晚排列；支付后超过2小时仍未派单的标红。
          </Typography.Text>
          <DispatchTable
            paging={paging}
            query={queue}
            onPageChange={setPage}
            now={now}
            onAssign={setAssigning}
            onReject={setRejecting}
          />
        </Flex>
      </Card>
      <DispatchDrawer item={assigning} onClose={() => setAssigning(null)} />
      {rejecting && (
        <RejectAppointmentModal
          key={rejecting.order_no}
          item={rejecting}
          onClose={() => setRejecting(null)}
        />
      )}
    </PageContainer>
  );
}
