import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { KeywordSearch } from '../../../components/keyword-search';
import { PageContainer } from '../../../components/page-container';
import { useUsers } from '../api/get-users';
import { BannedFilter } from '../components/banned-filter';
import { UserDrawer } from '../components/user-drawer';
import { UsersTable } from '../components/users-table';
import { useUserListParams } from '../use-user-list-params';

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
            <BannedFilter value={params.banned} onChange={setBanned} />
          </Flex>
          <UsersTable params={params} query={users} onPageChange={setPage} />
        </Flex>
      </Card>
      <UserDrawer uuid={openUuid} onClose={() => void navigate({ pathname: paths.users, search })} />
    </PageContainer>
  );
}
