import { bridgeOf, type BridgeWindow } from '../../lib/wechat/wechat-bridge';

/** The parameters of `requestMerchantTransfer`, as the withdrawal's detail answers them. */
export interface MerchantTransferParams {
  mchId: string;
  appId: string;
  package: string;
}

/** How WeChat's 确认收款 page closed: `ok` proves nothing (only the server's query decides), the others mean not yet. */
export type MerchantTransferOutcome = 'ok' | 'cancel' | 'fail';

/**
 * Opens WeChat's 确认收款 page for a 商家转账 bill (`WeixinJSBridge.invoke('requestMerchantTransfer', …)`)
 * and answers how it closed; `fail` when there is no bridge (outside WeChat, or it never became ready).
 */
export async function requestMerchantTransfer(
  params: MerchantTransferParams,
  win: BridgeWindow = window as unknown as BridgeWindow,
): Promise<MerchantTransferOutcome> {
  let bridge;
  try {
    bridge = await bridgeOf(win);
  } catch {
    return 'fail';
  }
  return new Promise((resolve) => {
    bridge.invoke(
      'requestMerchantTransfer',
      { mchId: params.mchId, appId: params.appId, package: params.package },
      (result) => {
        const message = result?.err_msg ?? '';
        if (message === 'requestMerchantTransfer:ok') resolve('ok');
        else if (message === 'requestMerchantTransfer:cancel') resolve('cancel');
        else resolve('fail');
      },
    );
  });
}
