import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { PATHS, type AppPath } from '../../../app/paths';

const LINKS: ReadonlyArray<{ title: string; to: AppPath }> = [
  { title: '关于平台', to: PATHS.about },
  { title: '联系我们', to: PATHS.contact },
  { title: '用户协议', to: PATHS.agreementUser },
  { title: '隐私协议', to: PATHS.agreementPrivacy },
  { title: '信息发布审核机制', to: PATHS.publishingReview },
];

/** The platform's content pages, the same on both sides of the app. */
export function ContentLinks() {
  const navigate = useNavigate();
  return (
    <List mode="card">
      {LINKS.map((link) => (
        <List.Item key={link.to} onClick={() => void navigate(link.to)}>
          {link.title}
        </List.Item>
      ))}
    </List>
  );
}
