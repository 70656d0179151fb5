import type { ContentKey } from '@lawbridge/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useLocation } from 'react-router';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { useContentPage } from '../api/get-content-page';
import { ContentBody } from '../components/content-body';
import { CONTENT_KEY_BY_PATH } from '../content-keys';
import styles from './content-page.module.css';

/** 关于平台, 联系我们, 用户协议, 隐私协议, 信息发布审核机制: one page, its text chosen by the route. */
export default function ContentRoutePage() {
  const key = CONTENT_KEY_BY_PATH[useLocation().pathname];
  return key ? <ContentView contentKey={key} /> : <EmptyState text="暂无内容" />;
}

function ContentView({ contentKey }: { contentKey: ContentKey }) {
  const page = useContentPage(contentKey);
  return (
    <AsyncView
      query={page}
      isEmpty={(content) => !content.body.trim()}
      loading={<Skeleton.Paragraph lineCount={8} animated className={styles.loading} />}
    >
      {(content) => <ContentBody page={content} />}
    </AsyncView>
  );
}
