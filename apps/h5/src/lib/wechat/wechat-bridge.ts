/** The parameters of `getBrandWCPayRequest`, as POST /payment answers them (signed by the server). */
export interface WechatPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export type WechatPayOutcome = 'ok' | 'cancel' | 'fail';

export interface WeixinJSBridge {
  invoke(name: string, params: object, callback: (result: { err_msg?: string }) => void): void;
}

export type BridgeWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  WeixinJSBridge?: WeixinJSBridge;
};

/** How long to wait for WeChat to inject its bridge into a page that has just loaded. */
export const BRIDGE_WAIT_MS = 10_000;

/** WeChat's bridge, once it is there (waits for `WeixinJSBridgeReady`); rejects when it never comes. */
export function bridgeOf(win: BridgeWindow): Promise<WeixinJSBridge> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve, reject) => {
    const ready = () => {
      clearTimeout(timer);
      if (win.WeixinJSBridge) resolve(win.WeixinJSBridge);
      else reject(new Error('WeixinJSBridgeReady without WeixinJSBridge'));
    };
    const timer = setTimeout(() => {
      win.removeEventListener('WeixinJSBridgeReady', ready);
      reject(new Error('WeixinJSBridge did not become ready'));
    }, BRIDGE_WAIT_MS);
    win.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}

/**
 * Opens WeChat's payment sheet (JSAPI) and answers how it ended: `ok` (the payer paid; the server still
 * has to hear it from WeChat Pay), `cancel` (closed by the payer), `fail` (anything else, the bridge
 * missing included). Waits for `WeixinJSBridgeReady` when the bridge is not there yet.
 */
export async function requestWechatPay(
  params: WechatPayParams,
  win: BridgeWindow = window as unknown as BridgeWindow,
): Promise<WechatPayOutcome> {
  let bridge: WeixinJSBridge;
  try {
    bridge = await bridgeOf(win);
  } catch {
    return 'fail';
  }
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', { ...params }, (result) => {
      const message = result?.err_msg ?? '';
      if (message === 'get_brand_wcpay_request:ok') resolve('ok');
      else if (message === 'get_brand_wcpay_request:cancel') resolve('cancel');
      else resolve('fail');
    });
  });
}
