import { Card, Flex } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { useAuditLog } from '../api/get-audit-log';
import { ActionFilter } from '../components/action-filter';
import { AuditLogTable } from '../components/audit-log-table';
import { DateFilter } from '../components/date-filter';
import { OperatorFilter } from '../components/operator-filter';
import { useAuditLogParams } from '../use-audit-log-params';

export function AuditLogPage() {
  const { params, setPage, setAction, setOperator, setDate } = useAuditLogParams();
  const auditLog = useAuditLog(params);
  return (
    <PageContainer title="操作日志">
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={16} align="center" wrap>
            <OperatorFilter value={params.operator_id} onChange={setOperator} />
            <ActionFilter value={params.action} onChange={setAction} />
            <DateFilter value={params} onChange={setDate} />
          </Flex>
          <AuditLogTable params={params} query={auditLog} onPageChange={setPage} />
        </Flex>
      </Card>
    </PageContainer>
  );
}
