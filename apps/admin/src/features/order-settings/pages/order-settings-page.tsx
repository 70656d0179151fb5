import { Flex, Skeleton } from 'antd';
import { PageContainer } from '../../../components/page-container';
import { QueryErrorResult } from '../../../components/query-error-result';
import { AppointmentHoursCard } from '../../appointments/components/appointment-hours-card';
import { HoldDaysCard } from '../../money-settings/components/hold-days-card';
import { WithdrawalSettingsCard } from '../../money-settings/components/withdrawal-settings-card';
import { useOrderSettings } from '../api/get-order-settings';
import { CommissionCard } from '../components/commission-card';
import { ServiceConfigsCard } from '../components/service-configs-card';

export function OrderSettingsPage() {
  const settings = useOrderSettings();
  return (
    <PageContainer title="配置">
      {settings.isError ? (
        <QueryErrorResult
          error={settings.error}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <Flex vertical gap={16}>
          <ServiceConfigsCard title="在线服务价格" services={settings.data.services} banded />
          <ServiceConfigsCard title="线下预约价格" services={settings.data.appointments} />
          <AppointmentHoursCard />
          <CommissionCard rateBp={settings.data.commission_rate_bp} />
          <HoldDaysCard />
          <WithdrawalSettingsCard />
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </PageContainer>
  );
}
