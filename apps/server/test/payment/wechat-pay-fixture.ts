import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig, type WechatConfig } from '../../src/config';
import { loadWechatPayKeys } from '../../src/providers/payment/wechat/wechat-pay-keys';
import { WechatPayProvider } from '../../src/providers/payment/wechat/wechat-pay-provider';
import { createTestClock, type TestClock } from '../helpers/test-clock';
import { rsaPair, WechatPayStandIn } from './wechat-pay-stand-in';

export const MCHID = '1900000109';
export const APPID = 'wx8888888888888888';
export const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
export const APIV3_KEY = 'a'.repeat(8) + 'B'.repeat(8) + '0123456789abcdef';
export const PLATFORM_KEY_ID = 'PUB_KEY_ID_0119000001092025030100000000000001';

const merchant = rsaPair();
export const platform = rsaPair();

/** The key files a merchant would have, in a temp dir. */
export function writeKeyFiles(): { dir: string; merchantKeyFile: string; platformPublicKeyFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-wxpay-'));
  const merchantKeyFile = path.join(dir, 'apiclient_key.pem');
  const platformPublicKeyFile = path.join(dir, 'pub_key.pem');
  fs.writeFileSync(merchantKeyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  fs.writeFileSync(platformPublicKeyFile, platform.publicKey.export({ type: 'spki', format: 'pem' }));
  return { dir, merchantKeyFile, platformPublicKeyFile };
}

/** The environment of a wechat deployment whose WeChat services are the given stand-in addresses. */
export function wechatEnv(
  files: ReturnType<typeof writeKeyFiles>,
  baseUrls: { pay?: string; api?: string; open?: string },
) {
  return {
    PAYMENT_PROVIDER: 'wechat',
    WECHAT_MCHID: MCHID,
    WECHAT_MERCHANT_SERIAL: MERCHANT_SERIAL,
    WECHAT_MERCHANT_KEY_FILE: files.merchantKeyFile,
    WECHAT_APIV3_KEY: APIV3_KEY,
    WECHAT_PLATFORM_PUBLIC_KEY_FILE: files.platformPublicKeyFile,
    WECHAT_PLATFORM_PUBLIC_KEY_ID: PLATFORM_KEY_ID,
    WECHAT_APPID: APPID,
    WECHAT_APP_SECRET: 'abcdef0123456789abcdef0123456789',
    WECHAT_NOTIFY_URL: 'https://lawbridge.example.com/api/v1/payment/notify/wechat',
    ...(baseUrls.pay ? { WECHAT_PAY_BASE_URL: baseUrls.pay } : {}),
    ...(baseUrls.api ? { WECHAT_API_BASE_URL: baseUrls.api } : {}),
    ...(baseUrls.open ? { WECHAT_OPEN_BASE_URL: baseUrls.open } : {}),
  };
}

export interface WechatPayFixture {
  standIn: WechatPayStandIn;
  provider: WechatPayProvider;
  config: WechatConfig;
  /** The whole configuration the WeChat settings came from. */
  appConfig: AppConfig;
  clock: TestClock;
  merchantPublicKey: typeof merchant.publicKey;
  close(): Promise<void>;
}

/**
 * A stand-in WeChat Pay and our provider configured against it through the real config parsing, with
 * `extraEnv` (e.g. the payout settings) added to the environment.
 */
export async function startWechatPay(extraEnv: Record<string, string> = {}): Promise<WechatPayFixture> {
  const standIn = new WechatPayStandIn({
    mchid: MCHID,
    appid: APPID,
    merchantSerial: MERCHANT_SERIAL,
    merchantPublicKey: merchant.publicKey,
    apiV3Key: APIV3_KEY,
    platformKeyId: PLATFORM_KEY_ID,
    platformPrivateKey: platform.privateKey,
  });
  await standIn.start();
  const files = writeKeyFiles();
  const appConfig = loadConfig({
    NODE_ENV: 'test',
    ...wechatEnv(files, { pay: standIn.baseUrl }),
    ...extraEnv,
  });
  const config = appConfig.wechat;
  if (!config) throw new Error('wechat config missing');
  const clock = createTestClock(Date.now());
  const provider = new WechatPayProvider(config, loadWechatPayKeys(config), clock);
  return {
    standIn,
    provider,
    config,
    appConfig,
    clock,
    merchantPublicKey: merchant.publicKey,
    async close() {
      await standIn.stop();
      fs.rmSync(files.dir, { recursive: true, force: true });
    },
  };
}
