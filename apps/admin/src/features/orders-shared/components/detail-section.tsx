import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One titled part of an order's detail drawer (订单进度, 支付记录…). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
