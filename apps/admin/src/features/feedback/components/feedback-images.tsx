import { Flex, Image, Typography } from 'antd';

/** The table's thumbnails; the reply dialog shows them larger. */
const THUMB_SIZE = 40;

/** The pictures sent with a feedback as thumbnails; a click enlarges them and pages through the set. */
export function FeedbackImages({ urls, size = THUMB_SIZE }: { urls: string[]; size?: number }) {
  if (urls.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={size > THUMB_SIZE ? 8 : 4} wrap>
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={`反馈图片${index + 1}`}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
