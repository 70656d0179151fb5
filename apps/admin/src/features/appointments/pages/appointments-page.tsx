import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { useAppointments } from '../api/get-appointments';
import { AppointmentDrawer } from '../components/appointment-drawer';
import { AppointmentFilterForm } from '../components/appointment-filters';
import { AppointmentsTable } from '../components/appointments-table';
import { useAppointmentListParams } from '../use-appointment-list-params';

export function AppointmentsPage() {
  const { params, filters, setPage, setFilters } = useAppointmentListParams();
  const appointments = useAppointments(params);
  const openNo = useParams().orderNo;
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="预约订单">
      <Card>
        <Flex vertical gap={16}>
          <AppointmentFilterForm value={filters} onChange={setFilters} />
          <AppointmentsTable
            params={params}
            filtered={Object.keys(filters).length > 0}
            query={appointments}
            onPageChange={setPage}
          />
        </Flex>
      </Card>
      <AppointmentDrawer
        orderNo={openNo}
        onClose={() => void navigate({ pathname: paths.appointments, search })}
      />
    </PageContainer>
  );
}
