import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { BackButton } from '../../../components/back-button';
import { showFormIssue } from '../../../lib/form-issue';
import { showToast } from '../../../lib/toast';
import { useSignIn } from '../api/login';
import { useSendSmsCode } from '../api/send-sms-code';
import { AgreementCheck } from '../components/agreement-check';
import { LawyerJoinLink } from '../components/lawyer-join-link';
import { SmsCodeButton } from '../components/sms-code-button';
import { checkBeforeLogin, checkBeforeSending, returnAddress, type LoginForm } from '../login-form';
import styles from './login-page.module.css';

/** 登录 (custom bar): phone number and SMS code, then back to where the user was going. */
export default function LoginPage({ query }: PageProps) {
  const navigate = useNavigate();
  const [form, setForm] = useState<LoginForm>({ phone: '', code: '', agreed: false });
  const sendCode = useSendSmsCode();
  const signIn = useSignIn();
  const update = (change: Partial<LoginForm>) => setForm((current) => ({ ...current, ...change }));

  async function send(): Promise<boolean> {
    const checked = checkBeforeSending(form);
    if (!checked.ok) {
      showFormIssue(checked);
      return false;
    }
    const sent = await sendCode.mutateAsync(checked.value).then(
      () => true,
      () => false,
    );
    if (sent) showToast('验证码已发送');
    return sent;
  }

  function submit() {
    const checked = checkBeforeLogin(form);
    if (!checked.ok) return showFormIssue(checked);
    signIn.mutate(checked.value, {
      onSuccess: () => void navigate(returnAddress(query.redirect, PATHS.login), { replace: true }),
    });
  }

  return (
    <div className={styles.page}>
      <BackButton className={styles.back} />
      <header className={styles.brand}>
        <h1 className={styles.title}>律桥法律服务</h1>
        <p className={styles.subtitle}>手机号验证码登录，未注册的手机号将自动注册</p>
      </header>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.field} data-field="phone">
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder="请输入手机号"
            aria-label="手机号"
            clearable
            value={form.phone}
            onChange={(phone) => update({ phone })}
          />
        </div>
        <div className={styles.field} data-field="verify_code">
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            aria-label="验证码"
            value={form.code}
            onChange={(code) => update({ code })}
          />
          <SmsCodeButton onSend={send} sending={sendCode.isPending} />
        </div>
        <Button
          block
          color="primary"
          size="large"
          type="submit"
          loading={signIn.isPending}
          className={styles.submit}
        >
          登录
        </Button>
        <AgreementCheck checked={form.agreed} onChange={(agreed) => update({ agreed })} />
        <LawyerJoinLink redirect={query.redirect} />
      </form>
    </div>
  );
}
