import { API } from '@lawbridge/contract';
import type {
  AdminWithdrawalApproveBody,
  AdminWithdrawalCancelBody,
  AdminWithdrawalMarkBody,
  AdminWithdrawalRejectBody,
} from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { withdrawalsQueryKey } from './get-withdrawals';

/**
 * One operator action on a withdrawal. Refused or not, the queue, the opened withdrawal, the figures and the
 * audit log load again: another operator may have acted first, so the buttons show what is possible now.
 * The refusal's message is the caller's to show (next to the buttons), so no toast repeats it.
 */
function useWithdrawalAction<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<null>(path, { method: 'POST', body, quiet: true }),
    onSettled: () => invalidateAll(queryClient, [withdrawalsQueryKey, auditLogQueryKey]),
  });
}

/** 审核通过: the approval, or above the threshold the first or (another operator's) second approval. */
export const useApproveWithdrawal = () =>
  useWithdrawalAction<AdminWithdrawalApproveBody>(API.admin.withdrawalApprove);

/** 驳回: a preset reason and text the lawyer reads; the amount goes back to available. */
export const useRejectWithdrawal = () =>
  useWithdrawalAction<AdminWithdrawalRejectBody>(API.admin.withdrawalReject);

/** 撤销转账: a transfer the lawyer has not confirmed is cancelled at the provider. */
export const useCancelWithdrawal = () =>
  useWithdrawalAction<AdminWithdrawalCancelBody>(API.admin.withdrawalCancel);

/** A bank transfer recorded paid (receipt number) or failed (reason). */
export const useMarkWithdrawal = () => useWithdrawalAction<AdminWithdrawalMarkBody>(API.admin.withdrawalMark);
