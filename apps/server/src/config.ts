import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Both src/config.ts and the bundled dist/server.js sit two folders below the repository root. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SMS_PROVIDER_LATER =
  '短信服务商 aliyun / tencent 将随通知能力一起提供，目前请使用 console。' +
  'The aliyun and tencent SMS providers come with the notifications capability; use SMS_PROVIDER=console for now.';

const SMS_PROVIDER_PRODUCTION =
  'must be set in production: console delivers no SMS and, in production, logs no codes either; ' +
  'choose it explicitly only for benchmarks (SMS_PROVIDER=console)';

const TRUST_PROXY_TRUE =
  'true would trust any client-sent X-Forwarded-For; give the number of proxies in front (e.g. 1) ' +
  'or their addresses/CIDRs (e.g. 10.0.0.0/8)';

/** Empty strings count as "not set", so `FOO=` in a shell behaves like an absent variable. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

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
    DATA_DIR: optionalText.default('./data'),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'must be a postgres:// URL, or unset to use the embedded SQLite file',
    ),
    // Unset means console outside production; production must name its provider (superRefine below).
    SMS_PROVIDER: optionalText.pipe(
      z
        .enum(['console', 'aliyun', 'tencent'])
        .optional()
        .refine((value) => value === undefined || value === 'console', SMS_PROVIDER_LATER),
    ),
    PAYMENT_PROVIDER: optionalText.default('sandbox').pipe(z.enum(['sandbox', 'wechat'])),
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
    H5_DIST: optionalText.default(path.join(repoRoot, 'apps/h5/dist')),
    ADMIN_DIST: optionalText.default(path.join(repoRoot, 'apps/admin/dist')),
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
  });

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute path; holds the SQLite file, uploads and (outside production) the generated partner key pair. */
  dataDir: string;
  /** null → embedded SQLite file `<dataDir>/lawbridge.db`. */
  databaseUrl: string | null;
  smsProvider: 'console';
  paymentProvider: 'sandbox' | 'wechat';
  partnerRsaPrivateKeyFile: string | null;
  /**
   * Behind reverse proxies: how many (hop count), or their addresses/CIDRs (comma list), so client IPs
   * (per-IP limits) come from the X-Forwarded-For entries those proxies added; false: the socket address.
   */
  trustProxy: false | number | string;
  corsOrigins: string[];
  h5Dist: string;
  adminDist: string;
  demo: boolean;
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
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL ?? null,
    smsProvider: 'console',
    paymentProvider: value.PAYMENT_PROVIDER,
    partnerRsaPrivateKeyFile: value.PARTNER_RSA_PRIVATE_KEY_FILE
      ? path.resolve(value.PARTNER_RSA_PRIVATE_KEY_FILE)
      : null,
    trustProxy: value.TRUST_PROXY,
    corsOrigins: value.CORS_ORIGINS,
    h5Dist: path.resolve(value.H5_DIST),
    adminDist: path.resolve(value.ADMIN_DIST),
    demo: value.DEMO === '1' || value.DEMO === 'true',
  };
}
