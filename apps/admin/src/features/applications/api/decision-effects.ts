import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard-summary';
import { lawyersQueryKey } from '../../lawyers/api/get-lawyers';
import { applicationsQueryKey } from './get-applications';

/** A decision moves the application out of the queue, may add a lawyer, and is audited. */
export function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [
    applicationsQueryKey,
    lawyersQueryKey,
    dashboardQueryKey,
    auditLogQueryKey,
  ]);
}
