import { Flex, Tag, Typography } from 'antd';

/** A lawyer's or applicant's practice areas as tags (the 擅长领域 cell of both drawers). */
export function LegalTypeTags({ names }: { names: readonly string[] }) {
  return (
    <Flex wrap gap={4}>
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </Flex>
  );
}

/** Text people wrote over several lines (a 个人简介), shown with its line breaks. */
export function MultilineText({ text }: { text: string }) {
  return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Text>;
}
