export { WechatPayoutProvider } from './wechat-payout-provider';
export type { WechatTransferConfig } from './wechat-transfer-config';
