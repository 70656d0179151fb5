import { Flex, Image, Typography } from 'antd';

const THUMB_SIZE = 40;

/** The pictures sent with a feedback as thumbnails; a click enlarges them and pages through the set. */
export function FeedbackImages({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Flex gap={4}>
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={`反馈图片${index + 1}`}
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
