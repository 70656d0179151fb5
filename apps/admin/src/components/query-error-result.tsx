import { Button, Result } from 'antd';

/** Stands in for data that failed to load, with a way to ask again. */
export function QueryErrorResult({
  error,
  retrying,
  onRetry,
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Result
      status="error"
      title="数据加载失败"
      subTitle={error.message}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
