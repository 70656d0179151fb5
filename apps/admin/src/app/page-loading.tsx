import { Flex, Spin } from 'antd';

/** Shown while the first page's code is loading. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
