import { WECHAT_MSG, type WithdrawalPayees } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/request';
import { showToast } from '../../../lib/toast';
import { isWechatBrowser } from '../../../lib/wechat/wechat-env';
import { useBindWechatPayee } from '../api/payees';
import { finishPayeeOauth, startPayeeOauth } from '../api/wechat-payee-oauth';
import { withdrawalKeys } from '../api/withdrawal-keys';
import styles from './payee-sections.module.css';

/** Back from WeChat's OAuth on this page: binds 微信零钱 to the openid WeChat gave (once per return). */
function usePayeeOauthReturn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    finishPayeeOauth()
      .then(async (payee) => {
        if (!payee) return;
        showToast('微信收款已绑定');
        await queryClient.invalidateQueries({ queryKey: withdrawalKeys.rules() });
      })
      .catch((error: unknown) => {
        // The API's refusals were shown by the request; a return that is not ours is said here.
        if (!(error instanceof ApiError)) showToast(WECHAT_MSG.authFailed);
      });
  }, [queryClient]);
}

/**
 * 微信零钱: bound (the certified real name, masked), or bound here inside WeChat to the openid WeChat's
 * authorization gave this app (through WeChat's OAuth first when the server holds none yet); outside WeChat,
 * why it cannot be done here. While the sandbox pays 微信零钱,
 * binding is simulated anywhere and receipt is confirmed on the 模拟确认收款 page.
 */
export function WechatPayeeSection({ payees }: { payees: WithdrawalPayees }) {
  const bind = useBindWechatPayee();
  usePayeeOauthReturn();
  const bindButton = (label: string) => (
    <Button
      block
      color="primary"
      shape="rounded"
      loading={bind.isPending}
      onClick={() => bind.mutate(undefined, { onSuccess: () => showToast('微信收款已绑定') })}
    >
      {label}
    </Button>
  );
  if (payees.wechat) {
    return (
      <p className={styles.value}>
        已绑定，收款人 {payees.wechat.real_name_masked}
        （认证实名）。
        {payees.wechat_sandbox
          ? '当前为模拟环境：提现时在 模拟确认收款 页确认。'
          : '提现时款项转入该微信的零钱，需在微信内确认收款。'}
      </p>
    );
  }
  if (payees.wechat_sandbox) {
    return (
      <>
        <p className={styles.explain}>
          当前为模拟环境，无需微信授权：绑定后提现由 模拟确认收款 页确认，不会真实打款。收款人为您的认证实名。
        </p>
        {bindButton('绑定模拟微信收款')}
      </>
    );
  }
  if (!isWechatBrowser()) {
    return (
      <p className={styles.explain}>
        微信收款需在微信内绑定：请在微信中打开律桥，进入 钱包 → 提现 → 收款账户 绑定。收款人为您的认证实名。
      </p>
    );
  }
  if (!payees.wechat_bindable) {
    return (
      <>
        <p className={styles.explain}>
          绑定前需微信授权律桥获取当前微信的身份（仅用于收款），收款人为您的认证实名。
        </p>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void startPayeeOauth().catch(() => undefined)}
        >
          微信授权并绑定
        </Button>
      </>
    );
  }
  return (
    <>
      <p className={styles.explain}>绑定当前微信，收款人为您的认证实名。</p>
      {bindButton('绑定当前微信')}
    </>
  );
}
