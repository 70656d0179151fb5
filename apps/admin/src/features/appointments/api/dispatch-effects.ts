import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard-summary';
import { appointmentsQueryKey } from './get-appointments';

/**
 * An assignment or rejection takes the appointment out of the dispatch queue, changes its detail and is audited.
 * Also after a refusal: the order may have moved on under another operator, so the queue shows what is true now.
 */
export function refreshAfterDispatch(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [appointmentsQueryKey, dashboardQueryKey, auditLogQueryKey]);
}
