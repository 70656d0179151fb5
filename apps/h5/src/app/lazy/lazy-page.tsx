import DotLoading from 'antd-mobile/es/components/dot-loading';
import { t } from '../../lib/i18n';
import { useAppShellWhile } from '../app-shell';
import type { PageLoader, PageProps } from '../page-types';
import styles from './lazy-page.module.css';
import { useLazyPage } from './use-lazy-page';

/** Renders a lazily loaded page with the seed's loading and time-out views. */
export function LazyPage({ load, query }: PageProps & { load: PageLoader }) {
  const { state, retry } = useLazyPage(load);
  useAppShellWhile(state.status === 'waiting');
  switch (state.status) {
    case 'waiting':
      return null;
    case 'slow':
      return (
        <div className={styles.status} role="status" aria-label="加载中">
          <DotLoading color="primary" />
        </div>
      );
    case 'failed':
      return (
        <button type="button" className={styles.retry} onClick={retry}>
          {t('connectionTimeout')}
        </button>
      );
    case 'ready':
      return <state.Page query={query} />;
  }
}
