import { Gender, practiceYearsLabel } from '@lawbridge/contract';
import type { AdminLawyerDetail, GenderValue } from '@lawbridge/contract';
import { Badge, Descriptions, Flex, Image, Tag, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { applicationPath } from '../../../app/paths';
import { LabelledPhoto } from '../../../components/labelled-photo';
import { LegalTypeTags, MultilineText } from '../../../components/practice-cells';
import { LicenceNo } from '../../../components/licence-no';
import { formatShanghaiDate, formatShanghaiDateTime } from '../../../lib/format-time';

/** Like the application drawer: two pairs a row, labels the same width. */
const TABLE_LOOK = {
  bordered: true,
  size: 'small',
  column: 2,
  styles: { label: { width: 120 } },
} as const satisfies DescriptionsProps;

function accountItems(lawyer: AdminLawyerDetail): DescriptionsProps['items'] {
  return [
    {
      label: '账号状态',
      children:
        lawyer.enabled === 1 ? (
          <Tag color="success">正常</Tag>
        ) : (
          <Flex vertical gap={4} align="flex-start">
            <Tag>已停用</Tag>
            {lawyer.disabled_reason ? (
              <Typography.Text>原因：{lawyer.disabled_reason}</Typography.Text>
            ) : null}
          </Flex>
        ),
    },
    {
      label: '接单状态',
      children:
        lawyer.accepting === 1 ? (
          <Badge status="success" text="接单中" />
        ) : (
          <Badge status="default" text="暂停接单" />
        ),
    },
    { label: '入驻时间', children: formatShanghaiDate(lawyer.created_at) },
    { label: '资料更新', children: formatShanghaiDateTime(lawyer.updated_at) },
    { label: '服务单数', children: lawyer.served_orders },
    {
      label: '评分',
      children:
        lawyer.review_count > 0 ? `${lawyer.rating.toFixed(1)}（${lawyer.review_count}条评价）` : '暂无评价',
    },
  ];
}

function profileItems(lawyer: AdminLawyerDetail): DescriptionsProps['items'] {
  return [
    { label: '姓名', children: lawyer.name },
    { label: '性别', children: Gender.labelOf(lawyer.gender as GenderValue) },
    { label: '手机号', children: lawyer.phone },
    { label: '执业证号', children: <LicenceNo value={lawyer.licence_no} /> },
    { label: '执业机构', span: 2, children: lawyer.law_firm },
    { label: '执业地区', children: lawyer.area_name },
    {
      label: '执业年限',
      children: `${lawyer.practice_start_year}年起（${practiceYearsLabel(lawyer.practice_years)}）`,
    },
    { label: '学历', children: lawyer.degree_name },
    {
      label: '擅长领域',
      children: <LegalTypeTags names={lawyer.legal_type_names} />,
    },
    {
      label: '办公地址',
      span: 2,
      children: lawyer.office_address || <Typography.Text type="secondary">未填写</Typography.Text>,
    },
    {
      label: '个人简介',
      span: 2,
      children: <MultilineText text={lawyer.description} />,
    },
    {
      label: '认证申请',
      span: 2,
      children:
        lawyer.application_id === null ? (
          <Typography.Text type="secondary">无（不是经认证申请入驻的）</Typography.Text>
        ) : (
          <Link to={applicationPath(lawyer.application_id)}>查看通过的认证申请</Link>
        ),
    },
  ];
}

/** A lawyer's whole profile as the console sees it: account, profile, avatar and licence photo. */
export function LawyerDetails({ lawyer }: { lawyer: AdminLawyerDetail }) {
  return (
    <Flex vertical gap={24}>
      <Descriptions title="账号" {...TABLE_LOOK} items={accountItems(lawyer)} />
      <Descriptions title="执业资料" {...TABLE_LOOK} items={profileItems(lawyer)} />
      <Image.PreviewGroup>
        <Flex gap={24} align="flex-start">
          {lawyer.avatar ? (
            <LabelledPhoto label="头像" src={lawyer.avatar} width={120} height={120} fit="cover" />
          ) : (
            <Typography.Text type="secondary">未上传头像</Typography.Text>
          )}
          {lawyer.licence_photo ? (
            <LabelledPhoto
              label="执业证照片"
              src={lawyer.licence_photo}
              width={320}
              height={220}
              fit="contain"
            />
          ) : (
            <Typography.Text type="secondary">无执业证照片</Typography.Text>
          )}
        </Flex>
      </Image.PreviewGroup>
    </Flex>
  );
}
