import { SMS_RESEND_INTERVAL_MS } from '@lawbridge/contract';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './sms-code-button.module.css';

const RESEND_SECONDS = SMS_RESEND_INTERVAL_MS / 1000;

/** 获取验证码, then a 60 s countdown once `onSend` reports the code was sent. */
export function SmsCodeButton({ onSend, sending }: { onSend(): Promise<boolean>; sending: boolean }) {
  const { remaining, start } = useCountdown(RESEND_SECONDS);
  const waiting = remaining > 0;

  async function send() {
    if (await onSend()) start();
  }

  return (
    <button type="button" className={styles.button} disabled={waiting || sending} onClick={() => void send()}>
      {waiting ? `${remaining}秒后重新获取` : '获取验证码'}
    </button>
  );
}
