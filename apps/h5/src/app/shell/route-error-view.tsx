import Button from 'antd-mobile/es/components/button';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../components/empty-state';
import { useNoAppShell } from '../app-shell';

/** Shown instead of a page that crashed while rendering; reloading starts the app afresh. */
export function RouteErrorView() {
  useNoAppShell();
  return (
    <EmptyState text="页面出错了，请重新加载" icon={<ExclamationCircleOutline />}>
      <Button color="primary" size="small" onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </EmptyState>
  );
}
