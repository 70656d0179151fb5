import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryErrorResult } from '../../../components/query-error-result';
import { useAppointment } from '../api/get-appointment';
import { AppointmentDetails } from './appointment-details';
import { AppointmentRefundDialog } from './appointment-refund-dialog';

const DRAWER_WIDTH = 860;

/**
 * One appointment over the list, open while `orderNo` is set. Waiting for dispatch, 去派单 leads to the
 * dispatch queue; with an open refund request, 处理退款 decides it here.
 */
export function AppointmentDrawer({
  orderNo,
  onClose,
}: {
  orderNo: string | undefined;
  onClose: () => void;
}) {
  const [shownNo, setShownNo] = useState(orderNo);
  if (orderNo !== undefined && orderNo !== shownNo) setShownNo(orderNo);
  const appointment = useAppointment(shownNo);
  const [deciding, setDeciding] = useState(false);
  const data = appointment.data;
  const open = data?.refund_records.find((request) => request.status === 0);
  const canDecide = open !== undefined && data?.actions.includes('refund_full') === true;

  return (
    <Drawer
      open={orderNo !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={data ? `预约订单 ${data.order_no}` : '预约订单'}
      footer={
        data && (canDecide || data.state === 'waiting_platform') ? (
          <Flex justify="flex-end" gap={8}>
            {data.state === 'waiting_platform' && (
              <Link to={paths.appointmentDispatch}>
                <Button>去派单</Button>
              </Link>
            )}
            {canDecide && (
              <Button type="primary" onClick={() => setDeciding(true)}>
                处理退款
              </Button>
            )}
          </Flex>
        ) : null
      }
    >
      {appointment.isError ? (
        <QueryErrorResult
          error={appointment.error}
          retrying={appointment.isFetching}
          onRetry={() => void appointment.refetch()}
        />
      ) : data ? (
        <AppointmentDetails appointment={data} />
      ) : (
        <Skeleton active paragraph={{ rows: 14 }} />
      )}
      {deciding && data && open && (
        <AppointmentRefundDialog
          refund={{ ...data, ...open, order_no: data.order_no }}
          onClose={() => setDeciding(false)}
        />
      )}
    </Drawer>
  );
}
