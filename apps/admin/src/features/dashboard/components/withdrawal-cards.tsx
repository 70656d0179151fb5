import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import HourglassOutlined from '@ant-design/icons/HourglassOutlined';
import type { AdminWithdrawalFigures } from '@lawbridge/contract';
import { formatFen } from '@lawbridge/contract';
import { Button, Card, Col, Row, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useWithdrawalFigures } from '../../withdrawals/api/get-withdrawal-figures';

interface WithdrawalFigure {
  title: string;
  count: (figures: AdminWithdrawalFigures) => number;
  /** The amount under the count. */
  amount?: (figures: AdminWithdrawalFigures) => number;
  icon: ReactNode;
  link: { state: string; text: string };
}

const FIGURES: readonly WithdrawalFigure[] = [
  {
    title: '待审核提现',
    count: (figures) => figures.waiting_approval,
    amount: (figures) => figures.waiting_approval_amount,
    icon: <AccountBookOutlined />,
    link: { state: 'requested', text: '去审核' },
  },
  {
    title: '待律师确认收款',
    count: (figures) => figures.waiting_confirmation,
    icon: <HourglassOutlined />,
    link: { state: 'waiting_confirmation', text: '查看' },
  },
  {
    title: '今日已到账提现',
    count: (figures) => figures.paid_today,
    amount: (figures) => figures.paid_today_amount,
    icon: <CheckCircleOutlined />,
    link: { state: 'paid', text: '查看' },
  },
];

/** The 工作台's withdrawal row: waiting for approval, waiting for the lawyer's confirmation, paid today. */
export function WithdrawalCards() {
  const figures = useWithdrawalFigures();
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} xl={8}>
          <Card
            loading={figures.isPending}
            title={figure.title}
            extra={<Link to={`${paths.withdrawals}?state=${figure.link.state}`}>{figure.link.text}</Link>}
            style={{ height: '100%' }}
          >
            {figures.isError ? (
              <Typography.Text type="danger">
                加载失败{' '}
                <Button
                  type="link"
                  size="small"
                  loading={figures.isFetching}
                  onClick={() => void figures.refetch()}
                >
                  重试
                </Button>
              </Typography.Text>
            ) : (
              figures.data && (
                <>
                  <Statistic
                    value={figure.count(figures.data)}
                    prefix={<span style={{ color: token.colorPrimary }}>{figure.icon}</span>}
                    suffix="笔"
                  />
                  {figure.amount && (
                    <Typography.Text type="secondary">
                      合计 ¥{formatFen(figure.amount(figures.data))}
                    </Typography.Text>
                  )}
                </>
              )
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
