import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A console page: its title (also in the browser tab) above its content. */
export function PageContainer({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
