import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FlagFilter } from '../../../components/flag-filter';
import { KeywordSearch } from '../../../components/keyword-search';
import { PageContainer } from '../../../components/page-container';
import { useUsers } from '../api/get-users';
import { UserDrawer } from '../components/user-drawer';
import { UsersTable } from '../components/users-table';
import { useUserListParams } from '../use-user-list-params';

/** The 封禁状态 filter: banned users or the others; cleared means both. */
const BANNED_FILTER = {
  label: '封禁状态',
  placeholder: '全部用户',
  options: [
    [0, '正常'],
    [1, '已封禁'],
  ],
} as const;

/** 用户管理: users by phone or nickname, one user's detail over the list, ban and unban. */
export function UsersPage() {
  const { params, setPage, setKeyword, setBanned } = useUserListParams();
  const users = useUsers(params);
  const openUuid = useParams().uuid;
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="用户管理">
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={16} align="center">
            <KeywordSearch
              value={params.keyword}
              placeholder="手机号 / 手机尾号4位 / 昵称"
              onSearch={setKeyword}
            />
            <FlagFilter {...BANNED_FILTER} value={params.banned} onChange={setBanned} />
          </Flex>
          <UsersTable params={params} query={users} onPageChange={setPage} />
        </Flex>
      </Card>
      <UserDrawer uuid={openUuid} onClose={() => void navigate({ pathname: paths.users, search })} />
    </PageContainer>
  );
}
