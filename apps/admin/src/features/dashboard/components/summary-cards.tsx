import LoginOutlined from '@ant-design/icons/LoginOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { DashboardSummary } from '@lawbridge/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** The summary's counts (it also lists the content pages still showing the shipped text). */
type Figure = {
  [K in keyof DashboardSummary]: DashboardSummary[K] extends number ? K : never;
}[keyof DashboardSummary];

interface SummaryFigure {
  field: Figure;
  title: string;
  suffix: string;
  icon: ReactNode;
  /** The page listing what the figure counts. */
  to?: string;
}

const FIGURES: readonly SummaryFigure[] = [
  { field: 'users_total', title: '用户总数', suffix: '人', icon: <TeamOutlined />, to: paths.users },
  { field: 'users_today', title: '今日新增用户', suffix: '人', icon: <UserAddOutlined /> },
  { field: 'lawyers_total', title: '律师总数', suffix: '人', icon: <SolutionOutlined />, to: paths.lawyers },
  { field: 'logins_today', title: '今日登录', suffix: '次', icon: <LoginOutlined /> },
];

/** The four figures of the 工作台 (the totals link to 用户管理 and 律师管理); skeleton cards while loading. */
export function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure.field} xs={24} sm={12} xl={6}>
          <Card loading={!summary} extra={figure.to && <Link to={figure.to}>查看</Link>}>
            <Statistic
              title={figure.title}
              value={summary?.[figure.field]}
              prefix={<span style={{ color: token.colorPrimary }}>{figure.icon}</span>}
              suffix={figure.suffix}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
