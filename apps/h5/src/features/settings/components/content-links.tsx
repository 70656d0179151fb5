import List from 'antd-mobile/es/components/list';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS, type AppPath } from '../../../app/paths';

interface LinkGroup {
  header: string;
  links: ReadonlyArray<{ title: string; to: AppPath }>;
}

const GROUPS: readonly LinkGroup[] = [
  {
    header: '帮助与反馈',
    links: [
      { title: '留言反馈', to: PATHS.feedback },
      { title: '联系我们', to: PATHS.contact },
      { title: '关于平台', to: PATHS.about },
    ],
  },
  {
    header: '协议与规则',
    links: [
      { title: '用户协议', to: PATHS.agreementUser },
      { title: '隐私协议', to: PATHS.agreementPrivacy },
      { title: '信息发布审核机制', to: PATHS.publishingReview },
    ],
  },
];

/** 留言反馈 and the platform's content pages, the same on both sides of the app. */
export function ContentLinks() {
  const { navigateTo } = useAppNavigation();
  return GROUPS.map((group) => (
    <List key={group.header} mode="card" header={group.header}>
      {group.links.map((link) => (
        <List.Item key={link.to} onClick={() => navigateTo(link.to)}>
          {link.title}
        </List.Item>
      ))}
    </List>
  ));
}
