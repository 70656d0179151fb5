import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import PayCircleOutlined from '@ant-design/icons/PayCircleOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import type { DashboardSummary } from '@lawbridge/contract';
import { formatFen } from '@lawbridge/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';
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
}

const FIGURES: readonly OrderFigure[] = [
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

/** The 工作台's service-order row: today's payments (Asia/Shanghai), the refund queue, orders not yet accepted. */
export function OrderCards({ summary }: { summary: DashboardSummary | undefined }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} xl={6}>
          <Card
            loading={!summary}
            extra={figure.link && <Link to={figure.link.to}>{figure.link.text}</Link>}
            title={figure.title}
          >
            <Statistic
              value={summary ? figure.value(summary) : undefined}
              prefix={<span style={{ color: token.colorPrimary }}>{figure.icon}</span>}
              suffix={figure.suffix}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
