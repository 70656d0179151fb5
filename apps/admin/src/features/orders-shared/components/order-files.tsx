import { formatBytes, type OrderFile } from '@lawbridge/contract';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { Flex, Typography } from 'antd';

/**
 * Files sent with an order (the customer's, the lawyer's delivered ones, a refund request's evidence): name
 * and size, the name a download link. The addresses are signed for about an hour.
 */
export function OrderFiles({ files, label }: { files: readonly OrderFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={4} role="list" aria-label={label}>
      {files.map((file) => (
        <Flex role="listitem" key={file.url} gap={6} align="baseline" style={{ minWidth: 0 }}>
          <PaperClipOutlined aria-hidden />
          <Typography.Link
            href={file.url}
            download={file.name}
            aria-label={`下载 ${file.name}`}
            style={{ wordBreak: 'break-all' }}
          >
            {file.name}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {formatBytes(file.size)}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
