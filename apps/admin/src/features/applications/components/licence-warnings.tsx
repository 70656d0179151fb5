import type { AdminApplicationItem } from '@lawbridge/contract';
import { Alert, Flex, Tag } from 'antd';

type Warned = Pick<AdminApplicationItem, 'licence_holder' | 'applicant_lawyer_enabled'>;

interface LicenceWarning {
  key: 'licence-held' | 'disabled-lawyer';
  /** A few characters for the queue's row. */
  short: string;
  message: string;
}

/** What an operator must know before deciding: the licence is another lawyer's; the applicant is a disabled lawyer. */
export function licenceWarnings(application: Warned): LicenceWarning[] {
  const warnings: LicenceWarning[] = [];
  const holder = application.licence_holder;
  if (holder) {
    const state = holder.enabled === 0 ? '（该律师已停用）' : '';
    warnings.push({
      key: 'licence-held',
      short: '证号已被认证',
      message: `执业证号已被律师${holder.name}认证${state}，不能通过此申请`,
    });
  }
  if (application.applicant_lawyer_enabled === 0) {
    warnings.push({
      key: 'disabled-lawyer',
      short: '已停用律师',
      message: '申请人是已停用的律师，通过后仍保持停用，需在律师管理中启用',
    });
  }
  return warnings;
}

/** The warnings at the top of an application's drawer. */
export function LicenceWarningAlerts({ application }: { application: Warned }) {
  const warnings = licenceWarnings(application);
  if (warnings.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {warnings.map((warning) => (
        <Alert key={warning.key} type="warning" showIcon title={warning.message} />
      ))}
    </Flex>
  );
}

/** The warnings as small tags under the applicant's name in the queue (the whole message on hover). */
export function LicenceWarningTags({ application }: { application: Warned }) {
  return licenceWarnings(application).map((warning) => (
    <Tag key={warning.key} color="warning" title={warning.message} style={{ marginInlineEnd: 0 }}>
      {warning.short}
    </Tag>
  ));
}
