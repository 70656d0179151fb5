import Button from 'antd-mobile/es/components/button';
import { loadDialog } from '../../../lib/dialog';
import { showToast } from '../../../lib/toast';
import { OrderSection } from '../../orders/components/order-section';
import { useDocumentOrderAction } from '../api/document-mutations';

/** 退款 while the bought document has been neither downloaded nor read: everything back at once, after a confirm. */
export function DocumentRefund({ orderNo }: { orderNo: string }) {
  const action = useDocumentOrderAction();
  async function refund() {
    const Dialog = await loadDialog();
    const sure = await Dialog.confirm({
      title: '申请退款',
      content: '下载或在线阅读前可全额退款，退款后将不能再下载该文档。确定退款吗？',
      confirmText: '确定退款',
      cancelText: '再想想',
    });
    if (!sure) return;
    action.mutate(
      { order_no: orderNo, action: 'refund' },
      { onSuccess: () => showToast('退款成功，款项将原路退回') },
    );
  }
  return (
    <OrderSection title="退款">
      <p>尚未下载或阅读，可申请全额退款（订单号 {orderNo}）。</p>
      <Button
        size="small"
        color="danger"
        fill="outline"
        loading={action.isPending}
        onClick={() => void refund()}
      >
        退款
      </Button>
    </OrderSection>
  );
}
