import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { loadWechatPayKeys } from '../../src/providers/payment/wechat/wechat-pay-keys';
import { WechatPayProvider } from '../../src/providers/payment/wechat/wechat-pay-provider';
import { createTestClock } from '../helpers/test-clock';
import { PLATFORM_KEY_ID, platform, wechatEnv, writeKeyFiles } from './wechat-pay-fixture';
import { WechatPayStandIn } from './wechat-pay-stand-in';

const files = writeKeyFiles();
afterAll(() => fs.rmSync(files.dir, { recursive: true, force: true }));

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('payment configuration', () => {
  it('sandbox by default, without WeChat settings', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.wechat).toBeNull();
  });

  it('wechat: every missing variable is named with what it is', () => {
    const message = configError({ PAYMENT_PROVIDER: 'wechat' });
    for (const name of [
      'WECHAT_MCHID',
      'WECHAT_MERCHANT_SERIAL',
      'WECHAT_MERCHANT_KEY_FILE',
      'WECHAT_APIV3_KEY',
      'WECHAT_APPID',
      'WECHAT_APP_SECRET',
      'WECHAT_NOTIFY_URL',
    ]) {
      expect(message).toContain(`${name}: is required with PAYMENT_PROVIDER=wechat`);
    }
    expect(message).toContain(
      'WECHAT_PLATFORM_PUBLIC_KEY_FILE: WeChat Pay signatures need a verification key',
    );
  });

  it('wechat: a complete configuration, with the real WeChat addresses by default', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...wechatEnv(files, {}) });
    expect(config.wechat).toMatchObject({
      mchid: '1900000109',
      platformPublicKey: { file: files.platformPublicKeyFile, id: PLATFORM_KEY_ID },
      platformCertFiles: [],
      payBaseUrl: 'https://api.mch.weixin.qq.com',
      apiBaseUrl: 'https://api.weixin.qq.com',
      openBaseUrl: 'https://open.weixin.qq.com',
    });
  });

  it('wechat: bad values are refused with readable messages', () => {
    const env = wechatEnv(files, {});
    expect(configError({ ...env, WECHAT_APIV3_KEY: 'short' })).toContain(
      'WECHAT_APIV3_KEY: must be the 32-character APIv3 key',
    );
    expect(configError({ ...env, WECHAT_NOTIFY_URL: 'https://x.test/notify?a=1' })).toContain(
      'WECHAT_NOTIFY_URL: must be an absolute address',
    );
    expect(configError({ ...env, WECHAT_APPID: 'app' })).toContain('WECHAT_APPID: must be an AppID');
    expect(configError({ ...env, WECHAT_PAY_BASE_URL: 'ftp://x' })).toContain(
      'WECHAT_PAY_BASE_URL: must be an http(s) address',
    );
    expect(configError({ ...env, WECHAT_PLATFORM_PUBLIC_KEY_ID: '' })).toContain(
      'WECHAT_PLATFORM_PUBLIC_KEY_ID: WECHAT_PLATFORM_PUBLIC_KEY_FILE and WECHAT_PLATFORM_PUBLIC_KEY_ID go together',
    );
    expect(
      configError({
        ...env,
        NODE_ENV: 'production',
        PARTNER_RSA_PRIVATE_KEY_FILE: 'k',
        SMS_PROVIDER: 'console',
        WECHAT_NOTIFY_URL: 'http://x.test/n',
      }),
    ).toContain('WECHAT_NOTIFY_URL: must be https in production');
  });

  it('key files that are missing or hold something else stop the start naming the variable', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...wechatEnv(files, {}) }).wechat;
    if (!config) throw new Error('wechat config missing');
    expect(() =>
      loadWechatPayKeys({ ...config, merchantKeyFile: path.join(files.dir, 'absent.pem') }),
    ).toThrow(/^WECHAT_MERCHANT_KEY_FILE: cannot read/);
    expect(() => loadWechatPayKeys({ ...config, merchantKeyFile: files.platformPublicKeyFile })).toThrow(
      /^WECHAT_MERCHANT_KEY_FILE: no PEM private key/,
    );
    expect(() =>
      loadWechatPayKeys({
        ...config,
        platformPublicKey: { file: files.merchantKeyFile.replace('.pem', '.x'), id: 'PUB_KEY_ID_1' },
      }),
    ).toThrow(/^WECHAT_PLATFORM_PUBLIC_KEY_FILE: cannot read/);
    expect(() => loadWechatPayKeys({ ...config, platformCertFiles: [files.platformPublicKeyFile] })).toThrow(
      /^WECHAT_PLATFORM_CERT_FILES: no PEM certificate/,
    );
  });

  it('platform certificate mode: the serial comes from the certificate and verifies notifies it signed', async () => {
    const keyFile = path.join(files.dir, 'platform_key.pem');
    const certFile = path.join(files.dir, 'wechatpay_cert.pem');
    fs.writeFileSync(keyFile, platform.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const serial = '3775B6A45ACD588826D15E583A95F5DD00000001';
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-new',
        '-key',
        keyFile,
        '-subj',
        '/CN=Tenpay.com Root CA',
        '-days',
        '2',
        '-set_serial',
        `0x${serial}`,
        '-out',
        certFile,
      ],
      {
        stdio: 'ignore',
      },
    );
    const env = wechatEnv(files, {});
    delete (env as Partial<typeof env>).WECHAT_PLATFORM_PUBLIC_KEY_FILE;
    delete (env as Partial<typeof env>).WECHAT_PLATFORM_PUBLIC_KEY_ID;
    const config = loadConfig({ NODE_ENV: 'test', ...env, WECHAT_PLATFORM_CERT_FILES: certFile }).wechat;
    if (!config) throw new Error('wechat config missing');
    const keys = loadWechatPayKeys(config);
    expect(Object.keys(keys.platformKeys)).toEqual([serial]);

    const clock = createTestClock(Date.now());
    const provider = new WechatPayProvider(config, keys, clock);
    const standIn = new WechatPayStandIn({
      mchid: config.mchid,
      appid: config.appId,
      merchantSerial: config.merchantSerial,
      merchantPublicKey: platform.publicKey,
      apiV3Key: config.apiV3Key,
      platformKeyId: serial,
      platformPrivateKey: platform.privateKey,
    });
    const notify = standIn.notify(
      'TRANSACTION.SUCCESS',
      'transaction',
      {
        appid: config.appId,
        mchid: config.mchid,
        out_trade_no: 'S1',
        transaction_id: '4200001',
        trade_state: 'SUCCESS',
        success_time: '2025-03-01T10:00:00+08:00',
        amount: { total: 100, payer_total: 100, currency: 'CNY' },
      },
      clock.now(),
    );
    await expect(provider.verifyNotify(notify)).resolves.toEqual({
      kind: 'payment',
      order_no: 'S1',
      transaction_id: '4200001',
      amount: 100,
      paid_at: Date.UTC(2025, 2, 1, 2, 0, 0),
    });
  });
});
