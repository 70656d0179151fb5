import { Flex, Image, Typography, theme } from 'antd';

interface LabelledPhotoProps {
  label: string;
  src: string;
  width: number;
  height: number;
  /** cover crops to the frame (a face); contain shows the whole picture (a document). */
  fit: 'cover' | 'contain';
}

/** A photo under its label, enlarged on click (inside an Image.PreviewGroup, paging through the group). */
export function LabelledPhoto({ label, src, width, height, fit }: LabelledPhotoProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Image
        src={src}
        alt={label}
        width={width}
        height={height}
        style={{ objectFit: fit, background: token.colorFillTertiary, borderRadius: token.borderRadius }}
      />
    </Flex>
  );
}
