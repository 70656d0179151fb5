import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A console page: its title (also in the browser tab), with the page's own actions at its right, above its content. */
export function PageContainer({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </Flex>
  );
}
