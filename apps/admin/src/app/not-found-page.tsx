import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from './paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已下线"
      extra={
        <Button type="primary" onClick={() => navigate(paths.dashboard)}>
          返回工作台
        </Button>
      }
    />
  );
}
