import { DOCUMENT_STATE_LABELS } from '@lawbridge/contract';
import type { AdminDocumentDetail } from '@lawbridge/contract';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { documentPath } from '../../../app/paths';
import { DocumentStateTag } from './document-state-tag';

type Duplicate = AdminDocumentDetail['duplicates'][number];

/** Other documents with the same file or the same title, each opening in 文档管理. */
export function DocumentDuplicates({ duplicates }: { duplicates: readonly Duplicate[] }) {
  if (duplicates.length === 0)
    return <Typography.Text type="secondary">未发现相同文件或同名文档</Typography.Text>;
  return (
    <Flex vertical gap={4} role="list" aria-label="疑似重复">
      {duplicates.map((duplicate) => (
        <Flex gap={8} align="center" wrap role="listitem" key={duplicate.id}>
          <Tag color={duplicate.same_file ? 'red' : 'orange'}>
            {duplicate.same_file ? '相同文件' : '同名'}
          </Tag>
          <Link to={documentPath(duplicate.id)}>{duplicate.title}</Link>
          <DocumentStateTag state={duplicate.state} label={DOCUMENT_STATE_LABELS[duplicate.state]} />
        </Flex>
      ))}
    </Flex>
  );
}
