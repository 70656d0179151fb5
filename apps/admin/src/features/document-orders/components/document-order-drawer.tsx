import { adminDocumentOrderRefundBody } from '@lawbridge/contract';
import type { AdminDocumentOrderDetail } from '@lawbridge/contract';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { yuan } from '../../../lib/money';
import { QueryDrawer } from '../../documents/components/query-drawer';
import { ReasonDialog } from '../../documents/components/reason-dialog';
import { useLastDefined } from '../../documents/use-last-defined';
import { useDocumentOrder } from '../api/get-document-order';
import { useRefundDocumentOrder } from '../api/refund-document-order';
import { DocumentOrderDetails } from './document-order-details';

/** 全额退款 with a text, confirmed in a dialog that shows the server's refusal. */
function RefundAction({ order }: { order: AdminDocumentOrderDetail }) {
  const { message } = App.useApp();
  const refund = useRefundDocumentOrder();
  const [open, setOpen] = useState(false);
  return (
    <Flex justify="flex-end">
      <Button danger onClick={() => setOpen(true)}>
        全额退款
      </Button>
      {open && (
        <ReasonDialog
          title={`全额退款 · ${order.order_no}`}
          okText="确认退款"
          notice={`${yuan(order.price)} 将原路退回买家，订单结束，上传者不获得这笔收入。`}
          text={{
            label: '退款说明',
            rule: adminDocumentOrderRefundBody.shape.text,
            placeholder: '买家将看到这段说明',
          }}
          submitting={refund.isPending}
          error={refund.error}
          onCancel={() => setOpen(false)}
          onSubmit={({ text }) =>
            refund.mutate(
              { order_no: order.order_no, text },
              {
                onSuccess: () => {
                  void message.success('已全额退款');
                  setOpen(false);
                },
              },
            )
          }
        />
      )}
    </Flex>
  );
}

/** One document order over the list, open while `orderNo` is set; 全额退款 while the server allows it. */
export function DocumentOrderDrawer({
  orderNo,
  onClose,
}: {
  orderNo: string | undefined;
  onClose: () => void;
}) {
  const shownNo = useLastDefined(orderNo);
  return (
    <QueryDrawer
      open={orderNo !== undefined}
      onClose={onClose}
      title={(order) => (order ? `文档订单 ${order.order_no}` : '文档订单')}
      query={useDocumentOrder(shownNo)}
      footer={(order) => (order.can_refund ? <RefundAction order={order} /> : null)}
    >
      {(order) => <DocumentOrderDetails order={order} />}
    </QueryDrawer>
  );
}
