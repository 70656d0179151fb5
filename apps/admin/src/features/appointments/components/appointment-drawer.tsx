import { Button, Drawer, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryErrorResult } from '../../../components/query-error-result';
import { DecideRefundButton } from '../../orders-shared/components/decide-refund-button';
import { offersRefundDecision } from '../../orders-shared/refund-hearing';
import { useAppointment } from '../api/get-appointment';
import { AppointmentDetails } from './appointment-details';
import { AppointmentRefundDialog } from './appointment-refund-dialog';

const DRAWER_WIDTH = 860;

/**
 * One appointment over the list, open while `orderNo` is set. Waiting for dispatch, 去派单 leads to the
 * dispatch queue; with an open refund request, 处理退款 decides it here once the server offers the decision
 * (the lawyer answered or let the answer time pass).
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

  return (
    <Drawer
      open={orderNo !== undefined}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={data ? `预约订单 ${data.order_no}` : '预约订单'}
      footer={
        data && (open || data.state === 'waiting_platform') ? (
          <Flex justify="flex-end" gap={8}>
            {data.state === 'waiting_platform' && (
              <Link to={paths.appointmentDispatch}>
                <Button>去派单</Button>
              </Link>
            )}
            {open && (
              <DecideRefundButton
                heard={offersRefundDecision(data.actions)}
                answerDueAt={open.answer_due_at}
                onClick={() => setDeciding(true)}
              >
                处理退款
              </DecideRefundButton>
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
