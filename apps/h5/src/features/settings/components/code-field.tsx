import Input from 'antd-mobile/es/components/input';
import { SmsCodeButton } from '../../auth/components/sms-code-button';
import styles from './account-form.module.css';

/** A 6-digit SMS code input with its 获取验证码 button (which reports whether the code went out). */
export function CodeField(props: {
  value: string;
  onChange(value: string): void;
  onSend(): Promise<boolean>;
  label?: string;
}) {
  return (
    <div className={styles.field}>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入验证码"
        aria-label={props.label ?? '验证码'}
        value={props.value}
        onChange={props.onChange}
      />
      <SmsCodeButton onSend={props.onSend} sending={false} />
    </div>
  );
}

/** Runs a send; true when the code went out (the request layer has already shown any refusal). */
export async function sent(send: () => Promise<unknown>): Promise<boolean> {
  return send().then(
    () => true,
    () => false,
  );
}
