import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { useWithdrawals } from '../api/get-withdrawals';
import { ExportButton } from '../components/export-button';
import { WithdrawalDrawer } from '../components/withdrawal-drawer';
import { WithdrawalFilterForm } from '../components/withdrawal-filters';
import { WithdrawalsTable } from '../components/withdrawals-table';
import { useWithdrawalListParams } from '../use-withdrawal-list-params';

export function WithdrawalsPage() {
  const { params, filters, setPage, setFilters } = useWithdrawalListParams();
  const withdrawals = useWithdrawals(params);
  const openNo = useParams().withdrawalNo;
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="提现管理">
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="flex-start" gap={16}>
            <WithdrawalFilterForm value={filters} onChange={setFilters} />
            <ExportButton filters={filters} />
          </Flex>
          <WithdrawalsTable
            params={params}
            filtered={Object.keys(filters).length > 0}
            query={withdrawals}
            onPageChange={setPage}
          />
        </Flex>
      </Card>
      <WithdrawalDrawer
        withdrawalNo={openNo}
        onClose={() => void navigate({ pathname: paths.withdrawals, search })}
      />
    </PageContainer>
  );
}
