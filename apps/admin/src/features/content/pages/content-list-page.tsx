import type { ContentKey, ContentPage } from '@lawbridge/contract';
import { Card, Empty, Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { contentEditPath } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { QueryErrorResult } from '../../../components/query-error-result';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { useContentPages } from '../api/get-content-pages';
import { CONTENT_NAMES } from '../content-names';

const COLUMNS: TableColumnsType<ContentPage> = [
  { title: '页面', dataIndex: 'key', width: 200, render: (key: ContentKey) => CONTENT_NAMES[key] },
  {
    title: '标题',
    dataIndex: 'title',
    render: (title: string, page) => (
      <Flex gap={8} align="center">
        {title}
        {page.example ? (
          <Tag color="orange" title="仍是产品自带的示例联系方式，H5 不显示它们">
            示例
          </Tag>
        ) : null}
      </Flex>
    ),
  },
  { title: '更新时间', dataIndex: 'updated_at', width: 200, render: formatShanghaiDateTime },
  {
    title: '操作',
    key: 'edit',
    width: 100,
    render: (_, page) => <Link to={contentEditPath(page.key)}>编辑</Link>,
  },
];

/** The five texts the H5 app shows (about, contact, agreements, review policy). */
export function ContentListPage() {
  const pages = useContentPages();
  return (
    <PageContainer title="内容页">
      <Card>
        {pages.isError ? (
          <QueryErrorResult
            error={pages.error}
            retrying={pages.isFetching}
            onRetry={() => void pages.refetch()}
          />
        ) : (
          <Table<ContentPage>
            rowKey="key"
            columns={COLUMNS}
            dataSource={pages.data}
            loading={pages.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容页" /> }}
          />
        )}
      </Card>
    </PageContainer>
  );
}
