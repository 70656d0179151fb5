import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { useServiceOrders } from '../api/get-service-orders';
import { ServiceOrderDrawer } from '../components/service-order-drawer';
import { ServiceOrderFilterForm } from '../components/service-order-filters';
import { ServiceOrdersTable } from '../components/service-orders-table';
import { useServiceOrderListParams } from '../use-service-order-list-params';

export function ServiceOrdersPage() {
  const { params, filters, setPage, setFilters } = useServiceOrderListParams();
  const orders = useServiceOrders(params);
  const openNo = useParams().orderNo;
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="服务订单">
      <Card>
        <Flex vertical gap={16}>
          <ServiceOrderFilterForm value={filters} onChange={setFilters} />
          <ServiceOrdersTable
            params={params}
            filtered={Object.keys(filters).length > 0}
            query={orders}
            onPageChange={setPage}
          />
        </Flex>
      </Card>
      <ServiceOrderDrawer
        orderNo={openNo}
        onClose={() => void navigate({ pathname: paths.serviceOrders, search })}
      />
    </PageContainer>
  );
}
