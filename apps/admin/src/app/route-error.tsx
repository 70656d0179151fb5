import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Shown when a page fails to load or crashes, e.g. a stale chunk after a new release. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="请刷新页面后重试"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
