import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { useAppeals } from '../api/get-appeals';
import { AppealDrawer } from '../components/appeal-drawer';
import { AppealFilterForm } from '../components/appeal-filters';
import { AppealsTable } from '../components/appeals-table';
import { useAppealListParams } from '../use-appeal-list-params';

/** The id in the address, when it is one. */
const idOf = (raw: string | undefined): number | undefined =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;

/** 申诉管理: the queue (state, type, order kind, order number, lawyer) with one appeal opened over it. */
export function AppealsPage() {
  const { params, filters, setPage, setFilters } = useAppealListParams();
  const appeals = useAppeals(params);
  const openId = idOf(useParams().id);
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="申诉管理">
      <Card>
        <Flex vertical gap={16}>
          <AppealFilterForm value={filters} onChange={setFilters} />
          <AppealsTable
            params={params}
            filtered={Object.keys(filters).length > 0}
            query={appeals}
            onPageChange={setPage}
          />
        </Flex>
      </Card>
      <AppealDrawer id={openId} onClose={() => void navigate({ pathname: paths.appeals, search })} />
    </PageContainer>
  );
}
