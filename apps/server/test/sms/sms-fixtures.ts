import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/core/logger';
import type { AliyunSmsConfig, TencentSmsConfig } from '../../src/providers/sms/sms-config';

export const silentLog = createLogger('silent');

export const ALIYUN = {
  accessKeyId: 'LTAI5tStandIn00000000001',
  accessKeySecret: 'StandInSecret0123456789abcdef',
  signName: '律桥',
  templates: {
    verify_code: 'SMS_460000001',
    lawyer_new_order: 'SMS_460000002',
    lawyer_new_appointment: 'SMS_460000003',
    customer_refund_result: 'SMS_460000004',
    lawyer_withdrawal_result: 'SMS_460000005',
    appeal_result: 'SMS_460000006',
  },
};

/** The environment that points SMS_PROVIDER=aliyun at a stand-in on `host`. */
export const aliyunEnv = (host: string): Record<string, string> => ({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: ALIYUN.accessKeyId,
  ALIYUN_SMS_ACCESS_KEY_SECRET: ALIYUN.accessKeySecret,
  ALIYUN_SMS_SIGN_NAME: ALIYUN.signName,
  ALIYUN_SMS_TEMPLATES: JSON.stringify(ALIYUN.templates),
  ALIYUN_SMS_ENDPOINT: `http://${host}`,
});

export const TENCENT = {
  secretId: 'AKIDStandIn0000000000000000000000001',
  secretKey: 'StandInKey0123456789abcdefghijkl',
  sdkAppId: '1400006666',
  signName: '律桥',
  region: 'ap-beijing',
  templates: {
    verify_code: { id: '2100001', params: ['code'] },
    lawyer_new_order: { id: '2100002', params: ['order_no', 'service'] },
    lawyer_new_appointment: { id: '2100003', params: ['order_no', 'time'] },
    customer_refund_result: { id: '2100004', params: ['order_no', 'result', 'amount'] },
    lawyer_withdrawal_result: { id: '2100005', params: ['order_no', 'detail'] },
    appeal_result: { id: '2100006', params: ['order_no', 'detail'] },
  },
};

/** The environment that points SMS_PROVIDER=tencent at a stand-in on `host`. */
export const tencentEnv = (host: string): Record<string, string> => ({
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: TENCENT.secretId,
  TENCENT_SMS_SECRET_KEY: TENCENT.secretKey,
  TENCENT_SMS_SDK_APP_ID: TENCENT.sdkAppId,
  TENCENT_SMS_SIGN_NAME: TENCENT.signName,
  TENCENT_SMS_TEMPLATES: JSON.stringify(TENCENT.templates),
  TENCENT_SMS_REGION: TENCENT.region,
  TENCENT_SMS_ENDPOINT: `http://${host}`,
});

/** The stand-in's account: what Tencent knows of the application (template id → param count). */
export const tencentAccount = () => ({
  secretId: TENCENT.secretId,
  secretKey: TENCENT.secretKey,
  region: TENCENT.region,
  sdkAppId: TENCENT.sdkAppId,
  signNames: [TENCENT.signName],
  templates: Object.fromEntries(
    Object.values(TENCENT.templates).map((template) => [template.id, template.params.length]),
  ),
});

export const aliyunAccount = () => ({
  accessKeyId: ALIYUN.accessKeyId,
  accessKeySecret: ALIYUN.accessKeySecret,
  signNames: [ALIYUN.signName],
  templateCodes: Object.values(ALIYUN.templates),
});

/** The provider settings config.ts makes of that environment. */
export function aliyunSettings(host: string): AliyunSmsConfig {
  const settings = loadConfig(aliyunEnv(host)).aliyunSms;
  if (!settings) throw new Error('aliyun settings missing');
  return settings;
}

export function tencentSettings(host: string): TencentSmsConfig {
  const settings = loadConfig(tencentEnv(host)).tencentSms;
  if (!settings) throw new Error('tencent settings missing');
  return settings;
}
