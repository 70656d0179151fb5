import { Flex, Image, Typography } from 'antd';

const THUMB_SIZE = 48;

/**
 * Images sent with an order (the customer's, the lawyer's attachments, a refund request's) as thumbnails;
 * a click enlarges them and pages through the set. The addresses are signed for about an hour.
 */
export function OrderImages({
  urls,
  label,
  size = THUMB_SIZE,
  empty = null,
}: {
  urls: readonly string[];
  /** Names each picture for screen readers: `${label}1`, `${label}2`… */
  label: string;
  size?: number;
  /** Shown without images; nothing by default. */
  empty?: React.ReactNode;
}) {
  if (urls.length === 0) return empty;
  return (
    <Image.PreviewGroup>
      <Flex gap={6} wrap role="list" aria-label={label}>
        {urls.map((url, index) => (
          <span role="listitem" key={url}>
            <Image
              src={url}
              alt={`${label}${index + 1}`}
              width={size}
              height={size}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          </span>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** A dash where a table cell has no images. */
export const NO_IMAGES = <Typography.Text type="secondary">—</Typography.Text>;
