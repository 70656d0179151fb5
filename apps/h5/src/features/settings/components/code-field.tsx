import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../lib/toast';
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

/** Runs a code send and says 验证码已发送; true when the code went out (the request layer showed any refusal). */
export async function sendCode(send: () => Promise<unknown>): Promise<boolean> {
  const ok = await send().then(
    () => true,
    () => false,
  );
  if (ok) showToast('验证码已发送');
  return ok;
}
