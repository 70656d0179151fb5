import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import ExceptionOutlined from '@ant-design/icons/ExceptionOutlined';
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ReconciliationOutlined from '@ant-design/icons/ReconciliationOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { usePendingCounts } from '../../features/dashboard/api/get-pending-counts';
import { paths } from '../paths';
import { useCountsOnNavigation, withQueueBadges } from './queue-badges';

/** Console sections, in menu order. */
const NAV_ITEMS: NonNullable<MenuProps['items']> = [
  { key: paths.dashboard, icon: <DashboardOutlined />, label: <Link to={paths.dashboard}>工作台</Link> },
  {
    key: paths.applications,
    icon: <AuditOutlined />,
    label: <Link to={paths.applications}>律师认证审核</Link>,
  },
  { key: paths.lawyers, icon: <SolutionOutlined />, label: <Link to={paths.lawyers}>律师管理</Link> },
  { key: paths.users, icon: <TeamOutlined />, label: <Link to={paths.users}>用户管理</Link> },
  {
    key: paths.serviceOrders,
    icon: <ProfileOutlined />,
    label: <Link to={paths.serviceOrders}>服务订单</Link>,
  },
  { key: paths.refunds, icon: <RollbackOutlined />, label: <Link to={paths.refunds}>退款申请</Link> },
  {
    key: paths.appointmentDispatch,
    icon: <ScheduleOutlined />,
    label: <Link to={paths.appointmentDispatch}>预约派单</Link>,
  },
  {
    key: paths.appointments,
    icon: <CalendarOutlined />,
    label: <Link to={paths.appointments}>预约订单</Link>,
  },
  {
    key: paths.appointmentRefunds,
    icon: <ReconciliationOutlined />,
    label: <Link to={paths.appointmentRefunds}>预约退款</Link>,
  },
  {
    key: paths.withdrawals,
    icon: <AccountBookOutlined />,
    label: <Link to={paths.withdrawals}>提现管理</Link>,
  },
  { key: paths.appeals, icon: <ExceptionOutlined />, label: <Link to={paths.appeals}>申诉管理</Link> },
  {
    key: paths.lawyerStrikes,
    icon: <WarningOutlined />,
    label: <Link to={paths.lawyerStrikes}>律师违规</Link>,
  },
  {
    type: 'group',
    key: 'documents',
    label: '文档',
    children: [
      {
        key: paths.documentReview,
        icon: <FileDoneOutlined />,
        label: <Link to={paths.documentReview}>文档审核</Link>,
      },
      {
        key: paths.documents,
        icon: <FolderOpenOutlined />,
        label: <Link to={paths.documents}>文档管理</Link>,
      },
      {
        key: paths.documentReports,
        icon: <FlagOutlined />,
        label: <Link to={paths.documentReports}>举报处理</Link>,
      },
      {
        key: paths.documentOrders,
        icon: <ShoppingOutlined />,
        label: <Link to={paths.documentOrders}>文档订单</Link>,
      },
      {
        key: paths.documentSettings,
        icon: <ControlOutlined />,
        label: <Link to={paths.documentSettings}>文档设置</Link>,
      },
    ],
  },
  { key: paths.reviews, icon: <StarOutlined />, label: <Link to={paths.reviews}>评价管理</Link> },
  { key: paths.feedback, icon: <MessageOutlined />, label: <Link to={paths.feedback}>留言反馈</Link> },
  { key: paths.content, icon: <FileTextOutlined />, label: <Link to={paths.content}>内容页</Link> },
  { key: paths.settings, icon: <SettingOutlined />, label: <Link to={paths.settings}>配置</Link> },
  { key: paths.auditLog, icon: <FileSearchOutlined />, label: <Link to={paths.auditLog}>操作日志</Link> },
];

/** The section a path belongs to: the longest menu path it starts with. */
export function navKeyFor(pathname: string): string {
  const keys = NAV_ITEMS.flatMap((item) =>
    item && 'children' in item && item.children ? item.children : [item],
  ).map((item) => String(item?.key));
  const matching = keys.filter(
    (key) => pathname === key || pathname.startsWith(key === '/' ? key : `${key}/`),
  );
  return matching.sort((a, b) => b.length - a.length)[0] ?? paths.dashboard;
}

export function NavMenu() {
  const { pathname } = useLocation();
  const counts = usePendingCounts();
  useCountsOnNavigation(pathname);
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={withQueueBadges(NAV_ITEMS, counts.data)}
      selectedKeys={[navKeyFor(pathname)]}
    />
  );
}
