import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WechatPayStandIn } from '../../apps/server/test/payment/wechat-pay-stand-in';
import { WechatApiStandIn } from '../../apps/server/test/wechat/wechat-api-stand-in';
import { startProductServer, type ProductServer } from './product-server';

const MCHID = '1900000109';
const APPID = 'wx8888888888888888';
const APP_SECRET = 'abcdef0123456789abcdef0123456789';
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const APIV3_KEY = 'e2eE2Ee2' + 'WECHATPAYv3key00' + '01234567';
const PLATFORM_KEY_ID = 'PUB_KEY_ID_0119000001092025030100000000000001';

export const WECHAT_APPID = APPID;

/** iOS WeChat's in-app browser (not WeCom): the app pays there through WeChat OAuth and JSAPI. */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

export interface WechatProduct {
  product: ProductServer;
  /** WeChat Pay API v3 (checks our signatures, signs its answers and notifies). */
  pay: WechatPayStandIn;
  /** api.weixin.qq.com and open.weixin.qq.com (the OAuth page redirects back with a code). */
  api: WechatApiStandIn;
  merchantPublicKey: ReturnType<typeof generateKeyPairSync>['publicKey'];
  stop(): Promise<void>;
}

/**
 * The built product started a second time with PAYMENT_PROVIDER=wechat, its WeChat services being the
 * server tests' local stand-ins (one key pair for the merchant, one for WeChat Pay's platform), and
 * WECHAT_NOTIFY_URL pointing at itself (the test delivers WeChat Pay's signed notifies there). `env` adds
 * variables (a payout provider, a movable clock).
 */
export async function startWechatProduct(env: Record<string, string> = {}): Promise<WechatProduct> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keysDir = mkdtempSync(join(tmpdir(), 'lawbridge-e2e-wxkeys-'));
  const merchantKeyFile = join(keysDir, 'apiclient_key.pem');
  const platformKeyFile = join(keysDir, 'pub_key.pem');
  writeFileSync(merchantKeyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(platformKeyFile, platform.publicKey.export({ type: 'spki', format: 'pem' }));

  const pay = new WechatPayStandIn({
    mchid: MCHID,
    appid: APPID,
    merchantSerial: MERCHANT_SERIAL,
    merchantPublicKey: merchant.publicKey,
    apiV3Key: APIV3_KEY,
    platformKeyId: PLATFORM_KEY_ID,
    platformPrivateKey: platform.privateKey,
  });
  const api = new WechatApiStandIn(APPID, APP_SECRET);
  await Promise.all([pay.start(), api.start()]);
  const product = await startProductServer({
    env: (baseUrl) => ({
      PAYMENT_PROVIDER: 'wechat',
      WECHAT_MCHID: MCHID,
      WECHAT_MERCHANT_SERIAL: MERCHANT_SERIAL,
      WECHAT_MERCHANT_KEY_FILE: merchantKeyFile,
      WECHAT_APIV3_KEY: APIV3_KEY,
      WECHAT_PLATFORM_PUBLIC_KEY_FILE: platformKeyFile,
      WECHAT_PLATFORM_PUBLIC_KEY_ID: PLATFORM_KEY_ID,
      WECHAT_APPID: APPID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_NOTIFY_URL: `${baseUrl}/api/v1/payment/notify/wechat`,
      WECHAT_PAY_BASE_URL: pay.baseUrl,
      WECHAT_API_BASE_URL: api.baseUrl,
      WECHAT_OPEN_BASE_URL: api.baseUrl,
      ...env,
    }),
  });
  return {
    product,
    pay,
    api,
    merchantPublicKey: merchant.publicKey,
    async stop() {
      await product.stop();
      await Promise.all([pay.stop(), api.stop()]);
      rmSync(keysDir, { recursive: true, force: true });
    },
  };
}

/** Delivers WeChat Pay's notify that `orderNo` was paid to the product, as WeChat Pay would post it. */
export async function notifyPaid(wechat: WechatProduct, orderNo: string): Promise<number> {
  const notify = wechat.pay.pay(orderNo, Date.now());
  const response = await fetch(`${wechat.product.baseUrl}/api/v1/payment/notify/wechat`, {
    method: 'POST',
    headers: notify.headers,
    body: notify.rawBody,
  });
  return response.status;
}
