import { DOCUMENT_ORDER_STATES } from '@lawbridge/contract';
import { Card, Flex } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { StateKeywordFilterForm } from '../../documents/components/state-keyword-filters';
import { useStateKeywordParams } from '../../documents/use-state-keyword-params';
import { useDocumentOrders } from '../api/get-document-orders';
import { DocumentOrderDrawer } from '../components/document-order-drawer';
import { DocumentOrdersTable } from '../components/document-orders-table';
import { STATE_OPTIONS } from '../document-order-labels';

/** 文档订单: every document order by state and keyword, with one opened over the list (全额退款). */
export function DocumentOrdersPage() {
  const { params, filters, setPage, setFilters } = useStateKeywordParams(DOCUMENT_ORDER_STATES);
  const orders = useDocumentOrders(params);
  const { orderNo } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <PageContainer title="文档订单">
      <Card>
        <Flex vertical gap={16}>
          <StateKeywordFilterForm
            value={filters}
            stateOptions={STATE_OPTIONS}
            keywordPlaceholder="订单号、买家手机号或文档标题"
            onChange={setFilters}
          />
          <DocumentOrdersTable
            paging={params}
            filtered={Object.keys(filters).length > 0}
            query={orders}
            onPageChange={setPage}
          />
        </Flex>
      </Card>
      <DocumentOrderDrawer
        orderNo={orderNo}
        onClose={() => void navigate({ pathname: paths.documentOrders, search })}
      />
    </PageContainer>
  );
}
