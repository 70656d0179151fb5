import Dialog from 'antd-mobile/es/components/dialog';
import { NativePayPanel, type NativePayPanelProps } from './native-pay-panel';

/**
 * Shows the Native-pay QR code over the page (this module and the QR encoder load only when needed).
 * 取消支付 calls `onCancel`; the returned function closes it (paid, or the page was left).
 */
export function showNativePay(panel: NativePayPanelProps, onCancel: () => void): () => void {
  const handler = Dialog.show({
    title: '微信支付',
    content: <NativePayPanel {...panel} />,
    closeOnMaskClick: false,
    closeOnAction: true,
    actions: [{ key: 'cancel', text: '取消支付', onClick: onCancel }],
  });
  return () => handler.close();
}
