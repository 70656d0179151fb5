import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FlagFilter } from '../../../components/flag-filter';
import { KeywordSearch } from '../../../components/keyword-search';
import { PageContainer } from '../../../components/page-container';
import { useLawyers } from '../api/get-lawyers';
import { LawyerDrawer } from '../components/lawyer-drawer';
import { LawyersTable } from '../components/lawyers-table';
import { useLawyerListParams } from '../use-lawyer-list-params';

/** The 账号状态 filter: enabled or disabled lawyers; cleared means both. */
const ENABLED_FILTER = {
  label: '账号状态',
  placeholder: '全部状态',
  options: [
    [1, '已启用'],
    [0, '已停用'],
  ],
} as const;

export function LawyersPage() {
  const { params, setPage, setKeyword, setEnabled } = useLawyerListParams();
  const lawyers = useLawyers(params);
  const openUuid = useParams().uuid;
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="律师管理">
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={16} align="center">
            <KeywordSearch
              value={params.keyword}
              placeholder="姓名 / 手机号 / 执业证号 / 律所"
              onSearch={setKeyword}
            />
            <FlagFilter {...ENABLED_FILTER} value={params.enabled} onChange={setEnabled} />
          </Flex>
          <LawyersTable params={params} query={lawyers} onPageChange={setPage} />
        </Flex>
      </Card>
      <LawyerDrawer uuid={openUuid} onClose={() => void navigate({ pathname: paths.lawyers, search })} />
    </PageContainer>
  );
}
