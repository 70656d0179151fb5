import CarryOutOutlined from '@ant-design/icons/CarryOutOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import PayCircleOutlined from '@ant-design/icons/PayCircleOutlined';
import ReconciliationOutlined from '@ant-design/icons/ReconciliationOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { DashboardSummary } from '@lawbridge/contract';
import { formatFen } from '@lawbridge/contract';
import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

interface OrderFigure {
  title: string;
  value: (summary: DashboardSummary) => number | string;
  suffix: string;
  icon: ReactNode;
  /** Queues link to where they are worked. */
  link?: { to: string; text: string };
  /** Under the figure, e.g. how much of a queue is overdue. */
  note?: (summary: DashboardSummary) => ReactNode;
}

const SERVICE_FIGURES: readonly OrderFigure[] = [
  {
    title: '今日支付订单',
    value: (summary) => summary.service_orders_paid_today,
    suffix: '单',
    icon: <ShoppingCartOutlined />,
  },
  {
    title: '今日支付金额',
    value: (summary) => formatFen(summary.service_amount_paid_today),
    suffix: '元',
    icon: <PayCircleOutlined />,
  },
  {
    title: '待处理退款',
    value: (summary) => summary.refund_requests_open,
    suffix: '件',
    icon: <RollbackOutlined />,
    link: { to: paths.refunds, text: '去处理' },
  },
  {
    title: '待律师接单',
    value: (summary) => summary.service_orders_waiting,
    suffix: '单',
    icon: <ClockCircleOutlined />,
    link: { to: `${paths.serviceOrders}?state=waiting`, text: '查看' },
  },
];

const APPOINTMENT_FIGURES: readonly OrderFigure[] = [
  {
    title: '今日支付预约',
    value: (summary) => summary.appointments_paid_today,
    suffix: '单',
    icon: <CarryOutOutlined />,
  },
  {
    title: '今日预约金额',
    value: (summary) => formatFen(summary.appointment_amount_paid_today),
    suffix: '元',
    icon: <WalletOutlined />,
  },
  {
    title: '待派单预约',
    value: (summary) => summary.appointments_waiting_dispatch,
    suffix: '单',
    icon: <ScheduleOutlined />,
    link: { to: paths.appointmentDispatch, text: '去派单' },
    note: (summary) =>
      summary.appointments_dispatch_overdue > 0 ? (
        <Typography.Text type="danger">
          {`其中 ${summary.appointments_dispatch_overdue} 单超过2小时未派单`}
        </Typography.Text>
      ) : null,
  },
  {
    title: '待审核预约退款',
    value: (summary) => summary.appointment_refunds_open,
    suffix: '件',
    icon: <ReconciliationOutlined />,
    link: { to: paths.appointmentRefunds, text: '去处理' },
  },
];

function FigureRow({
  figures,
  summary,
}: {
  figures: readonly OrderFigure[];
  summary: DashboardSummary | undefined;
}) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} xl={6}>
          <Card
            loading={!summary}
            extra={figure.link && <Link to={figure.link.to}>{figure.link.text}</Link>}
            title={figure.title}
            // A note under one figure leaves the row's cards the same height.
            style={{ height: '100%' }}
          >
            <Statistic
              value={summary ? figure.value(summary) : undefined}
              prefix={<span style={{ color: token.colorPrimary }}>{figure.icon}</span>}
              suffix={figure.suffix}
            />
            {summary && figure.note?.(summary)}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The 工作台's order rows: service orders (today's payments in Asia/Shanghai, the refund queue, orders not yet
 * accepted), then appointments (today's payments, the dispatch queue with its overdue part, refund reviews).
 */
export function OrderCards({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <>
      <FigureRow figures={SERVICE_FIGURES} summary={summary} />
      <FigureRow figures={APPOINTMENT_FIGURES} summary={summary} />
    </>
  );
}
