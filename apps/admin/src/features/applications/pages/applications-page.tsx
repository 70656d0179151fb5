import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { KeywordSearch } from '../../../components/keyword-search';
import { PageContainer } from '../../../components/page-container';
import { useApplications } from '../api/get-applications';
import { ApplicationDrawer } from '../components/application-drawer';
import { ApplicationsTable } from '../components/applications-table';
import { FirmChangesCard } from '../components/firm-changes-card';
import { StatusFilter } from '../components/status-filter';
import { useApplicationListParams } from '../use-application-list-params';

/** The id in `/applications/:id`, when it is one. */
function useOpenApplicationId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function ApplicationsPage() {
  const { params, status, keyword, setPage, setStatus, setKeyword } = useApplicationListParams();
  const applications = useApplications(params);
  const openId = useOpenApplicationId();
  const navigate = useNavigate();
  const { search } = useLocation();

  return (
    <PageContainer title="律师认证审核">
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={16}>
            <StatusFilter value={status} onChange={setStatus} />
            <KeywordSearch
              value={keyword}
              placeholder="姓名 / 手机号 / 执业证号 / 律所"
              onSearch={setKeyword}
            />
          </Flex>
          <ApplicationsTable params={params} query={applications} onPageChange={setPage} />
        </Flex>
      </Card>
      <FirmChangesCard />
      <ApplicationDrawer
        id={openId}
        onClose={() => void navigate({ pathname: paths.applications, search })}
      />
    </PageContainer>
  );
}
