import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { ApiError, TRANSPORT_FAILURE } from '../../../lib/request';
import { useReadPages } from '../api/get-read-pages';
import { documentDetailAddress, documentIdOf } from '../document-address';
import styles from './document-read-page.module.css';

/**
 * 在线阅读 (query: id): every page of an entitled document as an image, one under another, each loaded as it
 * nears the screen. Refused (not bought, the daily cap), the page says why in the server's words.
 */
export default function DocumentReadPage({ query }: PageProps) {
  const id = documentIdOf(query.id);
  const pages = useReadPages(id);
  const { redirectTo } = useAppNavigation();
  const error = pages.error;
  if (id === 0 || (error instanceof ApiError && error.code !== TRANSPORT_FAILURE)) {
    return (
      <EmptyState text={id === 0 ? '文档不存在' : (error as ApiError).message}>
        {id === 0 ? null : (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => redirectTo(documentDetailAddress(id))}
          >
            查看文档
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <AsyncView query={pages} loading={<Skeleton.Paragraph lineCount={12} animated />}>
      {(data) => (
        <ol className={styles.pages} aria-label="文档页面">
          {data.pages.map((page) => (
            <li key={page.page} className={styles.page}>
              <img className={styles.image} src={page.url} loading="lazy" alt={`第${page.page}页`} />
              <span className={styles.number}>
                {page.page} / {data.page_count}
              </span>
            </li>
          ))}
        </ol>
      )}
    </AsyncView>
  );
}
