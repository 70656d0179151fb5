import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';

export interface AsyncQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface AsyncViewProps<T> {
  query: AsyncQuery<T>;
  children(data: T): ReactNode;
  isEmpty?(data: T): boolean;
  emptyText?: string;
  /** What shows while loading; a few lines of skeleton by default. */
  loading?: ReactNode;
}

/** The loading, error and empty states every data view needs, around the view itself. */
export function AsyncView<T>({
  query,
  children,
  isEmpty,
  emptyText = '暂无内容',
  loading,
}: AsyncViewProps<T>) {
  if (query.isPending) return <>{loading ?? <Skeleton.Paragraph lineCount={4} animated />}</>;
  if (query.isError || query.data === undefined) {
    return (
      <EmptyState text="加载失败，请检查网络后重试" icon={<ExclamationCircleOutline />}>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}
