import { z } from 'zod';
import { optionalMatching, optionalText, requireVariables } from '../../core/env-text';
import { ACCESS_ID, endpoint, SECRET, type SmsEndpoint } from '../sms/sms-config';

/** Aliyun 号码隐私保护 (CALL_PROVIDER=aliyun). */
export interface AliyunCallConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The number pool (号码池 Key, FC…) the middle numbers come from. */
  poolKey: string;
  endpoint: SmsEndpoint;
}

/** The call variables, merged into the environment schema of config.ts. */
const callEnvSchema = z.object({
  CALL_PROVIDER: optionalText.default('sandbox').pipe(z.enum(['sandbox', 'aliyun'])),
  ALIYUN_PLS_ACCESS_KEY_ID: optionalMatching(
    ACCESS_ID,
    'must be an AccessKey ID (letters and digits, LTAI…)',
  ),
  ALIYUN_PLS_ACCESS_KEY_SECRET: optionalMatching(SECRET, 'must be the AccessKey secret (no spaces)'),
  ALIYUN_PLS_POOL_KEY: optionalMatching(
    /^[A-Za-z0-9_-]{2,64}$/,
    'must be a number pool key like FC100000012345678',
  ),
  ALIYUN_PLS_ENDPOINT: endpoint('dyplsapi.aliyuncs.com'),
});

export const callEnvShape = callEnvSchema.shape;

type CallEnv = z.output<typeof callEnvSchema>;

const REQUIRED = {
  ALIYUN_PLS_ACCESS_KEY_ID: 'the AccessKey ID of a RAM user allowed to use 号码隐私保护 (Dyplsapi)',
  ALIYUN_PLS_ACCESS_KEY_SECRET: 'that AccessKey’s secret',
  ALIYUN_PLS_POOL_KEY: 'the number pool’s key (号码池 Key) in the 号码隐私保护 console',
} as const satisfies Partial<Record<keyof CallEnv, string>>;

/** Names every variable CALL_PROVIDER=aliyun needs and lacks. */
function checkCallEnv(env: CallEnv, ctx: z.RefinementCtx): void {
  if (env.CALL_PROVIDER === 'aliyun') requireVariables(env, ctx, 'CALL_PROVIDER=aliyun', REQUIRED);
}

/** The call part of AppConfig; called after checkCallEnv passed. */
export function callConfigOf(env: CallEnv): {
  callProvider: 'sandbox' | 'aliyun';
  aliyunCall: AliyunCallConfig | null;
} {
  return {
    callProvider: env.CALL_PROVIDER,
    aliyunCall:
      env.CALL_PROVIDER === 'aliyun'
        ? {
            accessKeyId: env.ALIYUN_PLS_ACCESS_KEY_ID ?? '',
            accessKeySecret: env.ALIYUN_PLS_ACCESS_KEY_SECRET ?? '',
            poolKey: env.ALIYUN_PLS_POOL_KEY ?? '',
            endpoint: env.ALIYUN_PLS_ENDPOINT,
          }
        : null,
  };
}

/** checkCallEnv over the whole environment, run even when other variables are malformed (like the SMS one). */
export const callEnvCheck = z.superRefine(checkCallEnv, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
