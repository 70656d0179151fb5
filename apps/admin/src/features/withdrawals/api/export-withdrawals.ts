import { API } from '@lawbridge/contract';
import { useMutation } from '@tanstack/react-query';
import { requestFile } from '../../../lib/request';
import { saveFile } from '../../../lib/save-file';
import type { WithdrawalFilters } from './get-withdrawals';

/** 导出 CSV: the server's CSV of every withdrawal matching the queue's filters, saved by the browser. */
export function useExportWithdrawals() {
  return useMutation({
    mutationFn: async (filters: WithdrawalFilters) => {
      const file = await requestFile(API.admin.withdrawalExport, { query: { ...filters } });
      saveFile(file, 'withdrawals.csv');
    },
  });
}
