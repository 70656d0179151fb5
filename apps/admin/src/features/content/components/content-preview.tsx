import { Card, Typography } from 'antd';

/** The page as the H5 app shows it: plain text, line breaks and blank lines kept. */
export function ContentPreview({ title, body }: { title: string; body: string }) {
  return (
    <Card title="预览" styles={{ body: { maxHeight: 640, overflowY: 'auto' } }}>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {title}
      </Typography.Title>
      <div data-testid="content-preview-body" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8 }}>
        {body}
      </div>
    </Card>
  );
}
