import { maskPhone, type ClosingStatus } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../../lib/session/session-store';
import { accountApi, useCloseAccount, useClosingStatus } from '../api/account';
import { CodeField, sendCode } from '../components/code-field';
import styles from '../components/account-form.module.css';

const CONSEQUENCES = [
  '手机号、昵称、头像、微信绑定等个人信息将被删除，聊天中您发送的消息与图片、留言反馈和上传的图片一并删除；',
  '已完成的订单与账务记录依法保留，但不再关联您的个人信息，您的评价将显示为“匿名用户”；',
  '所有设备上的登录将退出，账号无法恢复；',
  '注销后该手机号可重新注册，注册后为全新账号，看不到原账号的任何内容。',
];

/** 注销账号: what closing does, what keeps the account open (if anything), then a code and a confirmation. */
export default function CloseAccountPage() {
  const status = useClosingStatus();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.hint}>注销账号后：</p>
        <ul className={styles.list}>
          {CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <AsyncView query={status}>{(data) => <ClosingForm status={data} />}</AsyncView>
    </div>
  );
}

function ClosingForm({ status }: { status: ClosingStatus }) {
  const navigate = useNavigate();
  const phone = useSession((state) => state.user?.phone ?? '');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const close = useCloseAccount();

  if (status.blockers.length > 0) {
    return (
      <div className={`${styles.card} ${styles.submit}`}>
        <p className={`${styles.hint} ${styles.warning}`}>暂不能注销，您还有：</p>
        <ul className={styles.list}>
          {status.blockers.map((blocker) => (
            <li key={blocker.kind}>
              {blocker.label}
              {blocker.kind === 'wallet' ? '' : `（${blocker.count}）`}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>请处理完成（订单完成或取消、提现到账、余额提现）后再申请注销。</p>
      </div>
    );
  }

  async function submit() {
    if (!agreed) return showToast('请先确认已了解注销后果');
    if (!/^\d{6}$/.test(code)) return showToast('请输入6位验证码');
    const confirmed = await Dialog.confirm({
      content: '注销后账号无法恢复，确定注销吗？',
      confirmText: '确定注销',
    });
    if (!confirmed) return;
    close.mutate(
      { verify_code: code, confirm: true },
      {
        onSuccess: async () => {
          // To 登录 (where the number may register again) before the session ends: signed out on this page,
          // the login guard would come back here after a new login; 登录 asks nothing with the revoked token.
          await navigate(PATHS.login, { replace: true });
          useSession.getState().logout();
          showToast('账号已注销');
        },
      },
    );
  }

  return (
    <div className={`${styles.card} ${styles.submit}`}>
      <p className={styles.hint}>验证码将发送到 {maskPhone(phone)}</p>
      <CodeField value={code} onChange={setCode} onSend={() => sendCode(accountApi.sendCloseCode)} />
      <Checkbox className={styles.confirm} checked={agreed} onChange={setAgreed}>
        我已了解以上注销后果
      </Checkbox>
      <Button
        block
        color="danger"
        size="large"
        className={styles.submit}
        loading={close.isPending}
        onClick={() => void submit()}
      >
        注销账号
      </Button>
    </div>
  );
}
