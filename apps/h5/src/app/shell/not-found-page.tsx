import Button from 'antd-mobile/es/components/button';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { EmptyState } from '../../components/empty-state';
import { useNoAppShell } from '../app-shell';
import { useAppNavigation } from '../navigation/use-app-navigation';
import { PATHS } from '../paths';
import { PageFrame } from './page-frame';

const TITLE = '页面不存在';

/** Any address that is not in the route table (seed §2). */
export function NotFoundPage() {
  const { reLaunch } = useAppNavigation();
  useNoAppShell();
  useEffect(() => {
    document.title = TITLE;
  }, []);
  return (
    <PageFrame title={TITLE} bar="default" tab={null}>
      <EmptyState text="您访问的页面不存在" icon={<QuestionCircleOutline />}>
        <Button color="primary" size="small" onClick={() => reLaunch(PATHS.home)}>
          返回首页
        </Button>
      </EmptyState>
    </PageFrame>
  );
}
