import { formatFen } from '@lawbridge/contract';
import { QrCode } from './qr-code';
import styles from './native-pay-panel.module.css';

export interface NativePayPanelProps {
  codeUrl: string;
  orderNo: string;
  /** Fen, when known. */
  amount: number | null;
}

/** WeChat Pay outside WeChat (Native): the QR code to scan with WeChat while the page waits. */
export function NativePayPanel({ codeUrl, orderNo, amount }: NativePayPanelProps) {
  return (
    <div className={styles.panel}>
      {amount === null ? null : <p className={styles.amount}>¥{formatFen(amount)}</p>}
      <div className={styles.code}>
        <QrCode text={codeUrl} size={176} label="微信支付二维码" />
      </div>
      <p className={styles.prompt}>请使用微信扫码支付</p>
      <p className={styles.hint}>支付完成后页面将自动跳转</p>
      <p className={styles.hint}>订单号 {orderNo}</p>
    </div>
  );
}
