import { maskLicence, type LawyerApplication } from '@lawbridge/contract';
import List from 'antd-mobile/es/components/list';
import { formatDateTime } from '../../../lib/format';

/** What was submitted, so the applicant can check it while it waits for review. */
export function ApplicationSummary({ application }: { application: LawyerApplication }) {
  const rows: ReadonlyArray<[string, string]> = [
    ['真实姓名', application.real_name],
    ['执业证号', maskLicence(application.licence_no)],
    ['执业机构', application.law_firm],
    ['执业地区', application.area_name],
    ['擅长领域', application.legal_type_names.join('、')],
    ['提交时间', formatDateTime(application.created_at)],
  ];
  return (
    <List mode="card" header="申请信息">
      {rows.map(([label, value]) => (
        <List.Item key={label} extra={value}>
          {label}
        </List.Item>
      ))}
    </List>
  );
}
