import { Gender, practiceYearsLabel, ReviewState } from '@lawbridge/contract';
import type { AdminApplicationItem, GenderValue } from '@lawbridge/contract';
import { Descriptions, Flex, Image, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { LabelledPhoto } from '../../../components/labelled-photo';
import { LegalTypeTags, MultilineText } from '../../../components/practice-cells';
import { LicenceNo } from '../../../components/licence-no';
import { formatShanghaiDateTime, shanghaiYear } from '../../../lib/format-time';
import { LicenceWarningAlerts } from './licence-warnings';
import { ReviewStatusTag } from './review-status-tag';

/** Both tables alike: two pairs a row, labels the same width. */
const TABLE_LOOK = {
  bordered: true,
  size: 'small',
  column: 2,
  styles: { label: { width: 120 } },
} as const satisfies DescriptionsProps;

function reviewItems(application: AdminApplicationItem): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { label: '审核状态', children: <ReviewStatusTag status={application.status} /> },
    { label: '申请时间', children: formatShanghaiDateTime(application.created_at) },
  ];
  if (application.decided_at !== null) {
    items.push({ label: '审核时间', children: formatShanghaiDateTime(application.decided_at) });
  }
  if (application.status === ReviewState.reject.value) {
    items.push({ label: '驳回原因', span: 2, children: application.reason ?? '—' });
  }
  return items;
}

function practiceSince(startYear: number): string {
  return `${startYear}年（${practiceYearsLabel(Math.max(0, shanghaiYear(Date.now()) - startYear))}）`;
}

function applicantItems(application: AdminApplicationItem): DescriptionsProps['items'] {
  return [
    { label: '真实姓名', children: application.real_name },
    { label: '性别', children: Gender.labelOf(application.gender as GenderValue) },
    { label: '手机号', children: application.user_phone },
    { label: '执业证号', children: <LicenceNo value={application.licence_no} /> },
    { label: '执业机构', span: 2, children: application.law_firm },
    { label: '执业地区', children: application.area_name },
    { label: '执业起始年份', children: practiceSince(application.practice_start_year) },
    { label: '学历', children: application.degree_name },
    {
      label: '擅长领域',
      children: <LegalTypeTags names={application.legal_type_names} />,
    },
    {
      label: '个人简介',
      span: 2,
      children: <MultilineText text={application.description} />,
    },
  ];
}

/** Everything the applicant submitted, the photos enlargeable, and the decision once taken. */
export function ApplicationDetails({ application }: { application: AdminApplicationItem }) {
  return (
    <Flex vertical gap={24}>
      <LicenceWarningAlerts application={application} />
      <Descriptions title="审核信息" {...TABLE_LOOK} items={reviewItems(application)} />
      <Descriptions title="申请资料" {...TABLE_LOOK} items={applicantItems(application)} />
      <Image.PreviewGroup>
        <Flex gap={24} align="flex-start">
          <LabelledPhoto label="头像" src={application.avatar_url} width={120} height={120} fit="cover" />
          <LabelledPhoto
            label="执业证照片"
            src={application.licence_photo_url}
            width={320}
            height={220}
            fit="contain"
          />
          {application.id_card_photo_url ? (
            <LabelledPhoto
              label="身份证人像面"
              src={application.id_card_photo_url}
              width={320}
              height={220}
              fit="contain"
            />
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">身份证人像面</Typography.Text>
              <Typography.Text>未提交（申请早于身份证照片要求，可凭执业证审核）</Typography.Text>
            </Flex>
          )}
        </Flex>
      </Image.PreviewGroup>
    </Flex>
  );
}
