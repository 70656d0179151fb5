import { DOCUMENT_FORMAT_LABELS } from '@lawbridge/contract';
import type { AdminDocumentDetail, AdminDocumentVersion } from '@lawbridge/contract';
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { lawyerPath } from '../../../app/paths';
import { MultilineText } from '../../../components/practice-cells';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { OrderTimeline } from '../../orders-shared/components/order-timeline';
import { timelineOf } from '../document-events';
import { DocumentDuplicates } from './document-duplicates';
import { DocumentPrice } from './document-price';
import { DocumentStateTag } from './document-state-tag';
import { DocumentVersions } from './document-versions';
import { VersionPages } from './version-pages';

/** The version an operator looks at: the one waiting for review, else the listed one, else the newest. */
export function shownVersion(document: AdminDocumentDetail): AdminDocumentVersion | undefined {
  const { versions } = document;
  return (
    versions.find((version) => version.id === document.reviewing_version_id) ??
    versions.find((version) => version.state === 'approved') ??
    versions[0]
  );
}

const UPLOADER_TAGS: Record<AdminDocumentDetail['uploader']['kind'], { label: string; color?: string }> = {
  lawyer: { label: '认证律师', color: 'blue' },
  user: { label: '普通用户' },
  platform: { label: '平台文档', color: 'gold' },
};

/** The lawyer (linked to the lawyer page), the user, or the operator who uploaded a platform document. */
function Uploader({ uploader }: { uploader: AdminDocumentDetail['uploader'] }) {
  const tag = UPLOADER_TAGS[uploader.kind];
  return (
    <>
      {uploader.lawyer_uuid ? (
        <Link to={lawyerPath(uploader.lawyer_uuid)}>{uploader.name}</Link>
      ) : (
        uploader.name
      )}{' '}
      {uploader.phone} <Tag color={tag.color}>{tag.label}</Tag>
    </>
  );
}

/** A document for the drawer: facts, the version in view (every page, the text), other versions, duplicates, events. */
export function DocumentDetails({ document }: { document: AdminDocumentDetail }) {
  const version = shownVersion(document);
  const others = document.versions.filter((other) => other !== version);
  return (
    <Flex vertical gap={24}>
      {document.reason && (
        <Alert type="error" showIcon title={`${document.state_label}原因：${document.reason}`} />
      )}
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label="状态">
          <DocumentStateTag state={document.state} label={document.state_label} />
        </Descriptions.Item>
        <Descriptions.Item label="分类">{document.legal_type_name}</Descriptions.Item>
        <Descriptions.Item label="上传者" span="filled">
          <Uploader uploader={document.uploader} />
        </Descriptions.Item>
        <Descriptions.Item label="价格">
          <DocumentPrice fen={document.price} />
        </Descriptions.Item>
        <Descriptions.Item label="格式">
          {DOCUMENT_FORMAT_LABELS[document.format]} · {document.pages} 页
        </Descriptions.Item>
        <Descriptions.Item label="销量">{document.sales}</Descriptions.Item>
        <Descriptions.Item label="待处理举报">{document.open_reports}</Descriptions.Item>
        <Descriptions.Item label="上传时间">{formatShanghaiDateTime(document.created_at)}</Descriptions.Item>
        <Descriptions.Item label="更新时间">{formatShanghaiDateTime(document.updated_at)}</Descriptions.Item>
        <Descriptions.Item label="标签" span="filled">
          {document.tags.length > 0 ? document.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="简介" span="filled">
          <MultilineText text={document.description} />
        </Descriptions.Item>
      </Descriptions>

      <DetailSection title={version?.id === document.reviewing_version_id ? '待审核版本' : '当前版本'}>
        {version ? (
          <VersionPages version={version} />
        ) : (
          <Typography.Text type="secondary">暂无版本</Typography.Text>
        )}
      </DetailSection>

      <DetailSection title="其他版本">
        <DocumentVersions versions={others} />
      </DetailSection>

      <DetailSection title="疑似重复">
        <DocumentDuplicates duplicates={document.duplicates} />
      </DetailSection>

      <DetailSection title="操作记录">
        <OrderTimeline events={timelineOf(document.events)} emptyText="暂无记录" />
      </DetailSection>
    </Flex>
  );
}
