import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { useExportWithdrawals } from '../api/export-withdrawals';
import type { WithdrawalFilters } from '../api/get-withdrawals';

/** 导出 CSV of the withdrawals the filters select (all pages). */
export function ExportButton({ filters }: { filters: WithdrawalFilters }) {
  const exporting = useExportWithdrawals();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate(filters)}
    >
      导出 CSV
    </Button>
  );
}
