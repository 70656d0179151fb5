import { CN_MOBILE, maskPhone } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session/session-store';
import { accountApi, useChangePhone } from '../api/account';
import { CodeField, sendCode } from '../components/code-field';
import styles from '../components/account-form.module.css';

const CODE = /^\d{6}$/;

/**
 * 更换手机号: first the code sent to the current number (it proves the user still holds it), then the new
 * number and its code. Other devices are signed out; this one stays signed in with the new number.
 */
export default function ChangePhonePage() {
  const { navigateBack } = useAppNavigation();
  const phone = useSession((state) => state.user?.phone ?? '');
  const [oldCode, setOldCode] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [newPhone, setNewPhone] = useState('');
  const [newCode, setNewCode] = useState('');
  const change = useChangePhone();

  async function verifyOld() {
    if (!CODE.test(oldCode)) return showToast('请输入6位验证码');
    const result = await accountApi.verifyOldPhone(oldCode).catch(() => null);
    if (result) setTicket(result.ticket);
  }

  async function sendNew(): Promise<boolean> {
    if (!CN_MOBILE.test(newPhone)) {
      showToast('请输入正确的新手机号');
      return false;
    }
    return sendCode(() => accountApi.sendNewPhoneCode({ ticket: ticket ?? '', phone: newPhone }));
  }

  function submit() {
    if (!CN_MOBILE.test(newPhone)) return showToast('请输入正确的新手机号');
    if (!CODE.test(newCode)) return showToast('请输入6位验证码');
    change.mutate(
      { ticket: ticket ?? '', phone: newPhone, verify_code: newCode },
      {
        onSuccess: (result) => {
          showToast(`手机号已更换为 ${result.phone}`);
          navigateBack();
        },
      },
    );
  }

  if (ticket === null) {
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <p className={styles.hint}>第一步：验证当前手机号 {maskPhone(phone)}</p>
          <p className={styles.muted}>验证码将发送到当前手机号。</p>
          <CodeField
            label="当前手机号验证码"
            value={oldCode}
            onChange={setOldCode}
            onSend={() => sendCode(accountApi.sendOldPhoneCode)}
          />
          <Button
            block
            color="primary"
            size="large"
            className={styles.submit}
            onClick={() => void verifyOld()}
          >
            下一步
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.hint}>第二步：绑定新手机号</p>
        <p className={styles.muted}>新手机号不能已注册其他账号；更换后，其他设备上的登录将退出。</p>
        <div className={styles.field}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder="请输入新手机号"
            aria-label="新手机号"
            clearable
            value={newPhone}
            onChange={setNewPhone}
          />
        </div>
        <CodeField label="新手机号验证码" value={newCode} onChange={setNewCode} onSend={sendNew} />
        <Button
          block
          color="primary"
          size="large"
          className={styles.submit}
          loading={change.isPending}
          onClick={submit}
        >
          确认更换
        </Button>
      </div>
    </div>
  );
}
