import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_MESSAGES_PER_MINUTE } from '@lawbridge/contract';
import { z } from 'zod';
import { optionalMatching, optionalText } from './core/env-text';
import {
  storageConfigOf,
  storageEnvCheck,
  storageEnvShape,
  type StorageConfig,
} from './core/storage/storage-config';
import {
  smsConfigOf,
  smsEnvCheck,
  smsEnvShape,
  type AliyunSmsConfig,
  type TencentSmsConfig,
} from './providers/sms/sms-config';
import {
  callConfigOf,
  callEnvCheck,
  callEnvShape,
  type AliyunCallConfig,
} from './providers/call/call-config';
import {
  payoutConfigOf,
  payoutEnvCheck,
  payoutEnvShape,
  type WechatTransferConfig,
} from './providers/payout/wechat/wechat-transfer-config';

/** Both src/config.ts and the bundled dist/server.js sit two folders below the repository root. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SMS_PROVIDER_PRODUCTION =
  'must be set in production: console delivers no SMS and, in production, logs no codes either; ' +
  'choose it explicitly only for benchmarks (SMS_PROVIDER=console)';

const TRUST_PROXY_TRUE =
  'true would trust any client-sent X-Forwarded-For; give the number of proxies in front (e.g. 1) ' +
  'or their addresses/CIDRs (e.g. 10.0.0.0/8)';

/** A base address of a WeChat service; tests point these at local stand-ins. */
const baseUrl = (fallback: string) =>
  optionalText
    .default(fallback)
    .refine(
      (value) => /^https?:\/\/[^\s?#]+$/.test(value),
      'must be an http(s) address without query, e.g. ' + fallback,
    )
    .transform((value) => value.replace(/\/+$/, ''));

/** Needed with PAYMENT_PROVIDER=wechat or PAYOUT_PROVIDER=wechat (superRefine below says which are missing). */
const WECHAT_REQUIRED = [
  'WECHAT_MCHID',
  'WECHAT_MERCHANT_SERIAL',
  'WECHAT_MERCHANT_KEY_FILE',
  'WECHAT_APIV3_KEY',
  'WECHAT_APPID',
  'WECHAT_APP_SECRET',
  'WECHAT_NOTIFY_URL',
] as const;

const WECHAT_REQUIRED_MEANING: Record<(typeof WECHAT_REQUIRED)[number], string> = {
  WECHAT_MCHID: 'the merchant id (商户号)',
  WECHAT_MERCHANT_SERIAL: "the merchant API certificate's serial number",
  WECHAT_MERCHANT_KEY_FILE: 'the path of the merchant API private key (apiclient_key.pem)',
  WECHAT_APIV3_KEY: 'the APIv3 key (32 characters)',
  WECHAT_APPID: 'the official account AppID the payments and OAuth belong to',
  WECHAT_APP_SECRET: "that account's AppSecret (OAuth and JS-SDK)",
  WECHAT_NOTIFY_URL: 'the public https address WeChat Pay posts notifies to',
};

const envSchema = z
  .object({
    PORT: z.preprocess(
      (value) => (value === '' || value === undefined ? 3000 : Number(value)),
      z.number({ error: 'must be a number' }).int('must be an integer').min(1).max(65535),
    ),
    // Loopback by default: demo data and the dev SMS-code endpoint are for this machine only.
    HOST: optionalText.default('127.0.0.1'),
    NODE_ENV: optionalText.default('development').pipe(z.enum(['development', 'production', 'test'])),
    LOG_LEVEL: optionalText
      .default('info')
      .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    LOG_FORMAT: optionalText.pipe(z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional()),
    API_DOCS: optionalText.pipe(z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional()),
    DATA_DIR: optionalText.default('./data'),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// URL, or unset to use the embedded SQLite file',
    ),
    REDIS_URL: optionalText.refine(
      (value) => value === undefined || /^rediss?:\/\//.test(value),
      'must be a redis:// URL, or unset to keep chat and notification fan-out inside this one process',
    ),
    // STORAGE and the S3 settings (core/storage/storage-config.ts).
    ...storageEnvShape,
    // SMS_PROVIDER and the vendors' settings (providers/sms/sms-config.ts); production must name one.
    ...smsEnvShape,
    // CALL_PROVIDER (privacy numbers for 电话咨询) and Aliyun's settings (providers/call/call-config.ts).
    ...callEnvShape,
    PAYMENT_PROVIDER: optionalText.default('sandbox').pipe(z.enum(['sandbox', 'wechat'])),
    WECHAT_MCHID: optionalMatching(/^\d{1,32}$/, 'must be the merchant id (digits)'),
    WECHAT_MERCHANT_SERIAL: optionalMatching(
      /^[0-9A-Fa-f]{8,64}$/,
      'must be a certificate serial number (hex)',
    ),
    WECHAT_MERCHANT_KEY_FILE: optionalText,
    WECHAT_APIV3_KEY: optionalMatching(/^[\x21-\x7e]{32}$/, 'must be the 32-character APIv3 key'),
    WECHAT_PLATFORM_PUBLIC_KEY_FILE: optionalText,
    WECHAT_PLATFORM_PUBLIC_KEY_ID: optionalMatching(
      /^[\w-]{1,64}$/,
      'must be the public key id, e.g. PUB_KEY_ID_0114…',
    ),
    WECHAT_PLATFORM_CERT_FILES: optionalText.transform((value) =>
      (value ?? '')
        .split(',')
        .map((file) => file.trim())
        .filter(Boolean),
    ),
    WECHAT_APPID: optionalMatching(/^wx[0-9A-Za-z]{16}$/, 'must be an AppID like wx1234567890abcdef'),
    WECHAT_APP_SECRET: optionalMatching(/^[0-9A-Za-z]{16,64}$/, 'must be the AppSecret (letters and digits)'),
    WECHAT_NOTIFY_URL: optionalMatching(
      /^https?:\/\/[^\s?#]+$/,
      'must be an absolute address without query or fragment (WeChat Pay refuses parameters)',
    ),
    WECHAT_PAY_BASE_URL: baseUrl('https://api.mch.weixin.qq.com'),
    // PAYOUT_PROVIDER and the 商家转账 settings (providers/payout/wechat/wechat-transfer-config.ts).
    ...payoutEnvShape,
    WECHAT_API_BASE_URL: baseUrl('https://api.weixin.qq.com'),
    WECHAT_OPEN_BASE_URL: baseUrl('https://open.weixin.qq.com'),
    PARTNER_RSA_PRIVATE_KEY_FILE: optionalText,
    TRUST_PROXY: optionalText.default('false').transform((value, ctx) => {
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
        return z.NEVER;
      }
      return value;
    }),
    CORS_ORIGINS: optionalText.transform((value, ctx) => {
      const origins = (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://example.com` });
        }
      }
      return origins;
    }),
    // The chat rule of PRODUCT §9 (30 a minute per user); only synthetic traffic (the chat benchmark) raises it.
    CHAT_MESSAGES_PER_MINUTE: z.preprocess(
      (value) => (value === '' || value === undefined ? CHAT_MESSAGES_PER_MINUTE : Number(value)),
      z.number({ error: 'must be a number' }).int('must be an integer').min(1).max(1_000_000),
    ),
    H5_DIST: optionalText.default(path.join(repoRoot, 'apps/h5/dist')),
    ADMIN_DIST: optionalText.default(path.join(repoRoot, 'apps/admin/dist')),
    // Outside production only: starts the clock this far ahead (tests of restarts and timers due meanwhile).
    TEST_CLOCK_OFFSET_MS: optionalMatching(/^-?\d{1,13}$/, 'must be a whole number of milliseconds'),
    // Outside production only: POST /api/v1/dev/clock moves the clock forward (browser journeys across days).
    TEST_CLOCK_MOVABLE: optionalText.default('0').pipe(z.enum(['0', '1'], { error: 'must be 1 or 0' })),
    // Outside production only: every interval job runs this often (tests of jobs across instances).
    TEST_JOB_EVERY_MS: optionalMatching(/^[1-9]\d{2,8}$/, 'must be a whole number of milliseconds ≥ 100'),
    DEMO: optionalText
      .default('0')
      .pipe(z.enum(['0', '1', 'true', 'false'], { error: 'must be 1/0 or true/false' })),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER) {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: SMS_PROVIDER_PRODUCTION });
    }
    if (env.NODE_ENV === 'production' && !env.PARTNER_RSA_PRIVATE_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['PARTNER_RSA_PRIVATE_KEY_FILE'],
        message: 'is required in production (path to the partner SSO RSA private key, PEM)',
      });
    }
    for (const name of ['TEST_CLOCK_OFFSET_MS', 'TEST_CLOCK_MOVABLE', 'TEST_JOB_EVERY_MS'] as const) {
      const set = name === 'TEST_CLOCK_MOVABLE' ? env[name] === '1' : env[name] !== undefined;
      if (env.NODE_ENV === 'production' && set) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is for tests only and refused in production (the clock must be the real time)',
        });
      }
    }
    if (env.PAYMENT_PROVIDER === 'wechat') checkWechatEnv(env, ctx, 'PAYMENT_PROVIDER=wechat');
    else if (env.PAYOUT_PROVIDER === 'wechat') checkWechatEnv(env, ctx, 'PAYOUT_PROVIDER=wechat');
  })
  .check(smsEnvCheck, storageEnvCheck, callEnvCheck, payoutEnvCheck);

/** The parsed variables the wechat settings are made of. */
interface WechatEnv extends Partial<Record<(typeof WECHAT_REQUIRED)[number], string>> {
  NODE_ENV: string;
  WECHAT_PLATFORM_PUBLIC_KEY_FILE?: string;
  WECHAT_PLATFORM_PUBLIC_KEY_ID?: string;
  WECHAT_PLATFORM_CERT_FILES: string[];
  WECHAT_PAY_BASE_URL: string;
  WECHAT_API_BASE_URL: string;
  WECHAT_OPEN_BASE_URL: string;
}

function checkWechatEnv(env: WechatEnv, ctx: z.RefinementCtx, because: string): void {
  for (const name of WECHAT_REQUIRED) {
    if (!env[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required with ${because}: ${WECHAT_REQUIRED_MEANING[name]}`,
      });
    }
  }
  if (!env.WECHAT_PLATFORM_PUBLIC_KEY_FILE !== !env.WECHAT_PLATFORM_PUBLIC_KEY_ID) {
    ctx.addIssue({
      code: 'custom',
      path: [
        env.WECHAT_PLATFORM_PUBLIC_KEY_FILE
          ? 'WECHAT_PLATFORM_PUBLIC_KEY_ID'
          : 'WECHAT_PLATFORM_PUBLIC_KEY_FILE',
      ],
      message:
        'WECHAT_PLATFORM_PUBLIC_KEY_FILE and WECHAT_PLATFORM_PUBLIC_KEY_ID go together (the WeChat Pay public key and its id)',
    });
  }
  if (!env.WECHAT_PLATFORM_PUBLIC_KEY_FILE && env.WECHAT_PLATFORM_CERT_FILES.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['WECHAT_PLATFORM_PUBLIC_KEY_FILE'],
      message:
        'WeChat Pay signatures need a verification key: WECHAT_PLATFORM_PUBLIC_KEY_FILE with WECHAT_PLATFORM_PUBLIC_KEY_ID ' +
        '(WeChat Pay public key), and/or WECHAT_PLATFORM_CERT_FILES (platform certificates, comma-separated)',
    });
  }
  if (
    env.NODE_ENV === 'production' &&
    env.WECHAT_NOTIFY_URL &&
    !env.WECHAT_NOTIFY_URL.startsWith('https://')
  ) {
    ctx.addIssue({ code: 'custom', path: ['WECHAT_NOTIFY_URL'], message: 'must be https in production' });
  }
}

/**
 * WeChat Pay v3, OAuth and JS-SDK settings; present with PAYMENT_PROVIDER=wechat or PAYOUT_PROVIDER=wechat.
 * Files are absolute paths.
 */
export interface WechatConfig {
  mchid: string;
  merchantSerial: string;
  merchantKeyFile: string;
  apiV3Key: string;
  /** WeChat Pay public key (public-key mode) and its id (`Wechatpay-Serial` of what it signs), or null. */
  platformPublicKey: { file: string; id: string } | null;
  /** Platform certificates (certificate mode); their serials come from the certificates. */
  platformCertFiles: string[];
  appId: string;
  appSecret: string;
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com (WeChat Pay API v3). */
  payBaseUrl: string;
  /** https://api.weixin.qq.com (OAuth code exchange, access token, jsapi_ticket). */
  apiBaseUrl: string;
  /** https://open.weixin.qq.com (the OAuth authorize page users are sent to). */
  openBaseUrl: string;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `pretty`: one readable coloured line per entry (development default); `json`: one JSON object per line. */
  logFormat: 'json' | 'pretty';
  /** Swagger UI and the OpenAPI document at /api/docs; off in production unless `API_DOCS=1`. */
  apiDocs: boolean;
  /** Absolute path; holds the SQLite file, uploads and (outside production) the generated partner key pair. */
  dataDir: string;
  /** null → embedded SQLite file `<dataDir>/lawbridge.db`. */
  databaseUrl: string | null;
  /** Set when several instances serve together: socket fan-out through Redis pub/sub (PRODUCT §17). */
  redisUrl: string | null;
  /** Where uploaded files are kept: `<dataDir>/uploads`, or an S3-compatible bucket shared by every instance. */
  storage: StorageConfig;
  smsProvider: 'console' | 'aliyun' | 'tencent';
  /** null unless SMS_PROVIDER=aliyun. */
  aliyunSms: AliyunSmsConfig | null;
  /** null unless SMS_PROVIDER=tencent. */
  tencentSms: TencentSmsConfig | null;
  /** Privacy numbers for 电话咨询: sandbox (made-up numbers) unless CALL_PROVIDER=aliyun. */
  callProvider: 'sandbox' | 'aliyun';
  /** null unless CALL_PROVIDER=aliyun. */
  aliyunCall: AliyunCallConfig | null;
  paymentProvider: 'sandbox' | 'wechat';
  /** null unless PAYMENT_PROVIDER=wechat or PAYOUT_PROVIDER=wechat. */
  wechat: WechatConfig | null;
  /** Who pays 微信零钱 withdrawals: sandbox (模拟确认收款) unless PAYOUT_PROVIDER=wechat (商家转账). */
  payoutProvider: 'sandbox' | 'wechat';
  /** null unless PAYOUT_PROVIDER=wechat. */
  wechatTransfer: WechatTransferConfig | null;
  partnerRsaPrivateKeyFile: string | null;
  /**
   * Behind reverse proxies: how many (hop count), or their addresses/CIDRs (comma list), so client IPs
   * (per-IP limits) come from the X-Forwarded-For entries those proxies added; false: the socket address.
   */
  trustProxy: false | number | string;
  corsOrigins: string[];
  /** Chat messages a user may send per minute (PRODUCT §9: 30). */
  chatMessagesPerMinute: number;
  h5Dist: string;
  adminDist: string;
  demo: boolean;
  /** Milliseconds the server's clock runs ahead of the real time: 0 except in tests. */
  clockOffsetMs: number;
  /** Tests only: the clock can be moved forward through POST /api/v1/dev/clock. */
  clockMovable: boolean;
  /** Tests only: every interval job's interval in ms instead of its own; null in production. */
  jobEveryMs: number | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`配置错误 / Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    nodeEnv: value.NODE_ENV,
    isProduction: value.NODE_ENV === 'production',
    logLevel: value.LOG_LEVEL,
    logFormat: value.LOG_FORMAT ?? (value.NODE_ENV === 'development' ? 'pretty' : 'json'),
    apiDocs: value.API_DOCS === undefined ? value.NODE_ENV !== 'production' : value.API_DOCS === '1',
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL ?? null,
    redisUrl: value.REDIS_URL ?? null,
    storage: storageConfigOf(value),
    ...smsConfigOf(value),
    ...callConfigOf(value),
    paymentProvider: value.PAYMENT_PROVIDER,
    wechat:
      value.PAYMENT_PROVIDER === 'wechat' || value.PAYOUT_PROVIDER === 'wechat'
        ? wechatConfigOf(value)
        : null,
    ...payoutConfigOf(value),
    partnerRsaPrivateKeyFile: value.PARTNER_RSA_PRIVATE_KEY_FILE
      ? path.resolve(value.PARTNER_RSA_PRIVATE_KEY_FILE)
      : null,
    trustProxy: value.TRUST_PROXY,
    corsOrigins: value.CORS_ORIGINS,
    chatMessagesPerMinute: value.CHAT_MESSAGES_PER_MINUTE,
    h5Dist: path.resolve(value.H5_DIST),
    adminDist: path.resolve(value.ADMIN_DIST),
    demo: value.DEMO === '1' || value.DEMO === 'true',
    clockOffsetMs: Number(value.TEST_CLOCK_OFFSET_MS ?? 0),
    clockMovable: value.TEST_CLOCK_MOVABLE === '1',
    jobEveryMs: value.TEST_JOB_EVERY_MS === undefined ? null : Number(value.TEST_JOB_EVERY_MS),
  };
}

/** Called only after checkWechatEnv passed, so the required values are present. */
function wechatConfigOf(value: WechatEnv): WechatConfig {
  const required = (name: (typeof WECHAT_REQUIRED)[number]): string => value[name] ?? '';
  return {
    mchid: required('WECHAT_MCHID'),
    merchantSerial: required('WECHAT_MERCHANT_SERIAL').toUpperCase(),
    merchantKeyFile: path.resolve(required('WECHAT_MERCHANT_KEY_FILE')),
    apiV3Key: required('WECHAT_APIV3_KEY'),
    platformPublicKey:
      value.WECHAT_PLATFORM_PUBLIC_KEY_FILE && value.WECHAT_PLATFORM_PUBLIC_KEY_ID
        ? {
            file: path.resolve(value.WECHAT_PLATFORM_PUBLIC_KEY_FILE),
            id: value.WECHAT_PLATFORM_PUBLIC_KEY_ID,
          }
        : null,
    platformCertFiles: value.WECHAT_PLATFORM_CERT_FILES.map((file) => path.resolve(file)),
    appId: required('WECHAT_APPID'),
    appSecret: required('WECHAT_APP_SECRET'),
    notifyUrl: required('WECHAT_NOTIFY_URL'),
    payBaseUrl: value.WECHAT_PAY_BASE_URL,
    apiBaseUrl: value.WECHAT_API_BASE_URL,
    openBaseUrl: value.WECHAT_OPEN_BASE_URL,
  };
}
