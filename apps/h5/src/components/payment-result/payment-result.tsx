import { formatFen } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import styles from './payment-result.module.css';

export interface PaymentResultAction {
  label: string;
  onClick(): void;
}

export interface PaymentResultProps {
  /** Whether the payment is confirmed: 支付成功, else 支付处理中. */
  paid: boolean;
  /** The amount shown, in fen. */
  amount: number;
  /** The lines under the amount: what was paid for (and, until confirmed, where to look later). */
  summary: ReactNode;
  /** Anything between the summary and the buttons, e.g. what happens next. */
  children?: ReactNode;
  /** The filled button, e.g. 查看订单. */
  primaryAction: PaymentResultAction;
  /** The plain button beside it, e.g. 返回首页. */
  secondaryAction: PaymentResultAction;
}

/** The 支付结果 card after paying: a check, 支付成功 or 支付处理中, the amount, a summary and two ways on. */
export function PaymentResult({
  paid,
  amount,
  summary,
  children,
  primaryAction,
  secondaryAction,
}: PaymentResultProps) {
  return (
    <section className={styles.result} aria-label="支付结果">
      <CheckCircleFill className={styles.icon} aria-hidden="true" />
      <h2 className={styles.title}>{paid ? '支付成功' : '支付处理中'}</h2>
      <p className={styles.amount}>¥{formatFen(amount)}</p>
      <p className={styles.summary}>{summary}</p>
      {children}
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" onClick={primaryAction.onClick}>
          {primaryAction.label}
        </Button>
        <Button shape="rounded" onClick={secondaryAction.onClick}>
          {secondaryAction.label}
        </Button>
      </div>
    </section>
  );
}
