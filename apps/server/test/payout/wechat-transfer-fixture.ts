import { WechatPayoutProvider } from '../../src/providers/payout/wechat';
import { loadWechatPayKeys } from '../../src/providers/payment/wechat/wechat-pay-keys';
import { startWechatPay, type WechatPayFixture } from '../payment/wechat-pay-fixture';
import { WechatTransferStandIn } from './wechat-transfer-stand-in';

export const TRANSFER_NOTIFY_URL = 'https://lawbridge.example.com/api/v1/withdrawal/notify/wechat';

/** The environment that adds WeChat Pay 商家转账 payouts to a wechat deployment. */
export const PAYOUT_ENV = { PAYOUT_PROVIDER: 'wechat', WECHAT_TRANSFER_NOTIFY_URL: TRANSFER_NOTIFY_URL };

export interface WechatTransferFixture extends WechatPayFixture {
  transfers: WechatTransferStandIn;
  payout: WechatPayoutProvider;
}

/** The WeChat Pay stand-in with 商家转账, and our payout provider configured against it through the real config. */
export async function startWechatTransfer(): Promise<WechatTransferFixture> {
  const wx = await startWechatPay(PAYOUT_ENV);
  const transfer = wx.appConfig.wechatTransfer;
  if (!transfer) throw new Error('transfer config missing');
  return {
    ...wx,
    transfers: new WechatTransferStandIn(wx.standIn),
    payout: new WechatPayoutProvider(wx.config, transfer, loadWechatPayKeys(wx.config), wx.clock),
  };
}
