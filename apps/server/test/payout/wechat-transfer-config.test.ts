import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { wechatEnv, writeKeyFiles } from '../payment/wechat-pay-fixture';

const files = writeKeyFiles();
afterAll(() => fs.rmSync(files.dir, { recursive: true, force: true }));

const NOTIFY = 'https://lawbridge.example.com/api/v1/withdrawal/notify/wechat';

/** Loads `env`; a bad one throws a ConfigError naming every bad variable. */
const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });

/** The merchant settings of a deployment that pays out through WeChat but takes payments in the sandbox. */
function payoutOnlyEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { PAYMENT_PROVIDER: _payment, ...merchant } = wechatEnv(files, {});
  return { ...merchant, PAYOUT_PROVIDER: 'wechat', WECHAT_TRANSFER_NOTIFY_URL: NOTIFY, ...extra };
}

describe('payout configuration', () => {
  it('sandbox by default, without transfer settings', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.payoutProvider).toBe('sandbox');
    expect(config.wechatTransfer).toBeNull();
  });

  it('wechat: scene 1005 佣金报酬 with its report infos by default; the merchant settings come along', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...payoutOnlyEnv() });
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.payoutProvider).toBe('wechat');
    expect(config.wechat).toMatchObject({ mchid: '1900000109', appId: 'wx8888888888888888' });
    expect(config.wechatTransfer).toEqual({
      sceneId: '1005',
      reportInfos: [
        { info_type: '岗位类型', info_content: '律师' },
        { info_type: '报酬说明', info_content: '律师服务收入' },
      ],
      userRecvPerception: '劳务报酬',
      notifyUrl: NOTIFY,
    });
  });

  it('wechat: another scene with its own report infos and perception', () => {
    const infos = [{ info_type: '活动名称', info_content: '律师招募' }];
    const config = loadConfig({
      NODE_ENV: 'test',
      ...payoutOnlyEnv({
        WECHAT_TRANSFER_SCENE_ID: '1000',
        WECHAT_TRANSFER_SCENE_REPORT_INFOS: JSON.stringify(infos),
        WECHAT_TRANSFER_USER_RECV_PERCEPTION: '现金奖励',
      }),
    });
    expect(config.wechatTransfer).toMatchObject({
      sceneId: '1000',
      reportInfos: infos,
      userRecvPerception: '现金奖励',
    });
  });

  it('wechat: every missing variable is named, the merchant ones because of PAYOUT_PROVIDER', () => {
    const payoutOnly = load({ PAYOUT_PROVIDER: 'wechat' });
    expect(payoutOnly).toThrow(ConfigError);
    for (const name of [
      'WECHAT_MCHID',
      'WECHAT_MERCHANT_KEY_FILE',
      'WECHAT_APIV3_KEY',
      'WECHAT_APPID',
      'WECHAT_TRANSFER_NOTIFY_URL',
    ]) {
      expect(payoutOnly).toThrow(`${name}: is required with PAYOUT_PROVIDER=wechat`);
    }
  });

  it('wechat: bad values are refused with readable messages', () => {
    expect(load(payoutOnlyEnv({ PAYOUT_PROVIDER: 'alipay' }))).toThrow('PAYOUT_PROVIDER');
    expect(load(payoutOnlyEnv({ WECHAT_TRANSFER_SCENE_ID: 'abc' }))).toThrow(
      'WECHAT_TRANSFER_SCENE_ID: must be a 转账场景ID',
    );
    expect(load(payoutOnlyEnv({ WECHAT_TRANSFER_SCENE_ID: '1000' }))).toThrow(
      'WECHAT_TRANSFER_SCENE_REPORT_INFOS: is required with WECHAT_TRANSFER_SCENE_ID=1000',
    );
    for (const bad of [
      'not json',
      '[]',
      '[{"info_type":"岗位类型"}]',
      '{"info_type":"a","info_content":"b"}',
    ]) {
      expect(load(payoutOnlyEnv({ WECHAT_TRANSFER_SCENE_REPORT_INFOS: bad }))).toThrow(
        'WECHAT_TRANSFER_SCENE_REPORT_INFOS: must be a JSON array of {"info_type","info_content"}',
      );
    }
    expect(load(payoutOnlyEnv({ WECHAT_TRANSFER_NOTIFY_URL: 'https://x.test/n?a=1' }))).toThrow(
      'WECHAT_TRANSFER_NOTIFY_URL: must be an absolute address',
    );
    expect(
      load(
        payoutOnlyEnv({
          NODE_ENV: 'production',
          PARTNER_RSA_PRIVATE_KEY_FILE: 'k',
          SMS_PROVIDER: 'console',
          WECHAT_NOTIFY_URL: 'https://x.test/pay',
          WECHAT_TRANSFER_NOTIFY_URL: 'http://x.test/n',
        }),
      ),
    ).toThrow('WECHAT_TRANSFER_NOTIFY_URL: must be https in production');
  });
});
