import { Card, Flex } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { useAuditLog } from '../api/get-audit-log';
import { ActionFilter } from '../components/action-filter';
import { AuditLogTable } from '../components/audit-log-table';
import { useAuditLogParams } from '../use-audit-log-params';

export function AuditLogPage() {
  const { params, setPage, setAction } = useAuditLogParams();
  const auditLog = useAuditLog(params);
  return (
    <PageContainer title="操作日志">
      <Card>
        <Flex vertical gap={16}>
          <ActionFilter value={params.action} onChange={setAction} />
          <AuditLogTable params={params} query={auditLog} onPageChange={setPage} />
        </Flex>
      </Card>
    </PageContainer>
  );
}
