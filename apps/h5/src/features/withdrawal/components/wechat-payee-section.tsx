import type { WithdrawalPayees } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../../lib/toast';
import { isWechatBrowser } from '../../../lib/wechat/wechat-env';
import { useBindWechatPayee } from '../api/payees';
import styles from './payee-sections.module.css';

/**
 * 微信零钱: bound (the certified real name, masked), or bound here inside WeChat to the openid WeChat's
 * authorization gave this app; outside WeChat, why it cannot be done here. While the sandbox pays 微信零钱,
 * binding is simulated anywhere and receipt is confirmed on the 模拟确认收款 page.
 */
export function WechatPayeeSection({ payees }: { payees: WithdrawalPayees }) {
  const bind = useBindWechatPayee();
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
      <p className={styles.explain}>
        律桥还没有取得当前微信的授权，暂不能绑定微信收款；请先使用对公转账到律所，或联系平台客服。
      </p>
    );
  }
  return (
    <>
      <p className={styles.explain}>绑定当前微信，收款人为您的认证实名。</p>
      {bindButton('绑定当前微信')}
    </>
  );
}
