import type { AuditLogItem } from '@lawbridge/contract';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { auditTargetPath, auditTargetText } from '../audit-targets';

/** An entry's target: a named link when the server resolved it, otherwise as recorded (e.g. `username:admin`). */
export function AuditTarget({ entry }: { entry: AuditLogItem }) {
  if (entry.target_ref === null) {
    return entry.target === null ? <Typography.Text type="secondary">—</Typography.Text> : entry.target;
  }
  return (
    <Link to={auditTargetPath(entry.target_ref)} title={entry.target ?? undefined}>
      {auditTargetText(entry.target_ref)}
    </Link>
  );
}
