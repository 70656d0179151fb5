import { DOCUMENT_FORMAT_LABELS, formatBytes } from '@lawbridge/contract';
import type { AdminDocumentVersion } from '@lawbridge/contract';
import { Alert, Collapse, Flex, Image, Space, Typography, theme } from 'antd';

/** Pages stand one under another in a column this tall at most, scrolled on their own; the text too. */
const COLUMN_MAX_HEIGHT = '70vh';

/**
 * One version with the whole document in view: its files, every page as an image (loaded as it scrolls into
 * view; a click enlarges it and pages through the rest) and its text, folded.
 */
export function VersionPages({ version }: { version: AdminDocumentVersion }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Typography.Text>
          第 {version.version_no} 版 · {version.state_label} · {DOCUMENT_FORMAT_LABELS[version.format]} ·{' '}
          {formatBytes(version.size)} · {version.pages} 页
        </Typography.Text>
        {version.pdf_url && (
          <Typography.Link href={version.pdf_url} target="_blank" rel="noreferrer">
            打开PDF
          </Typography.Link>
        )}
        <Typography.Link href={version.original_url} target="_blank" rel="noreferrer">
          下载原文件
        </Typography.Link>
      </Space>
      {version.note && <Typography.Text type="secondary">上传说明：{version.note}</Typography.Text>}
      {version.failure && <Alert type="error" showIcon title={`处理失败：${version.failure}`} />}
      <Collapse
        size="small"
        items={[
          {
            key: 'text',
            label: `文档文字（${version.text.length}字）`,
            children: (
              <Typography.Paragraph
                style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: COLUMN_MAX_HEIGHT, overflowY: 'auto' }}
              >
                {version.text || '未提取到文字（可能是扫描件）'}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      {version.page_images.length === 0 ? (
        <Typography.Text type="secondary">暂无页面图片</Typography.Text>
      ) : (
        <Image.PreviewGroup>
          <Flex
            vertical
            gap={12}
            role="list"
            aria-label="文档页面"
            style={{
              maxHeight: COLUMN_MAX_HEIGHT,
              overflowY: 'auto',
              padding: 12,
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
            }}
          >
            {version.page_images.map((image) => (
              <Flex vertical align="center" gap={4} role="listitem" key={image.page}>
                <Image
                  src={image.url}
                  alt={`第${image.page}页`}
                  loading="lazy"
                  width="100%"
                  style={{ background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}
                />
                <Typography.Text type="secondary">
                  {image.page} / {version.pages}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Flex>
  );
}
