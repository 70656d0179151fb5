import { z } from 'zod';
import { optionalMatching, optionalText, requireVariables } from '../../core/env-text';
import { SMS_TEMPLATE_KEYS, SMS_TEMPLATE_MEANING, type SmsTemplateKey } from './sms-provider';

/** Where a vendor's API is: its public host over https, or a local stand-in (tests) over http. */
export interface SmsEndpoint {
  protocol: 'https' | 'http';
  /** Host name, with a port when not the protocol's default. */
  host: string;
}

/** Aliyun Dysms (SMS_PROVIDER=aliyun). */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Template key → template code (SMS_…); params go by name in TemplateParam. */
  templates: Record<SmsTemplateKey, string>;
  endpoint: SmsEndpoint;
}

/** Tencent Cloud SMS 2021-01-11 (SMS_PROVIDER=tencent). */
export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** Template key → template id and the names of its params in the template's order ({1}, {2}, …). */
  templates: Record<SmsTemplateKey, { id: string; params: string[] }>;
  region: string;
  endpoint: SmsEndpoint;
}

/** A vendor API's host (the call provider's too). */
export const endpoint = (fallback: string) =>
  optionalText.default(fallback).transform((value, ctx): SmsEndpoint => {
    const match = /^(?:(https?):\/\/)?([A-Za-z0-9.-]+(?::\d{1,5})?)\/?$/.exec(value);
    if (!match?.[2]) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a host like ${fallback}, or http(s)://host:port for a local stand-in`,
      });
      return z.NEVER;
    }
    return { protocol: match[1] === 'http' ? 'http' : 'https', host: match[2].toLowerCase() };
  });

const listKeys = (keys: readonly string[]) => keys.join(', ');

/** Parses a JSON object with exactly one entry per template key, each value checked by `entry`. */
function templatesJson<T>(
  example: string,
  entry: (value: unknown) => T | null,
  entryShape: string,
): (value: string | undefined, ctx: z.RefinementCtx) => Record<SmsTemplateKey, T> | undefined {
  return (value, ctx) => {
    if (value === undefined) return undefined;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      issue(`must be a JSON object of template key → ${entryShape}, e.g. ${example}`);
      return z.NEVER;
    }
    const given = parsed as Record<string, unknown>;
    const known: readonly string[] = SMS_TEMPLATE_KEYS;
    const missing = SMS_TEMPLATE_KEYS.filter((key) => !(key in given));
    const unknown = Object.keys(given).filter((key) => !known.includes(key));
    if (missing.length > 0) {
      issue(
        `lacks ${missing.map((key) => `${key} (${SMS_TEMPLATE_MEANING[key]})`).join(', ')}; ` +
          `every event needs its template`,
      );
    }
    if (unknown.length > 0) {
      issue(`has unknown template keys ${listKeys(unknown)} (known: ${listKeys(SMS_TEMPLATE_KEYS)})`);
    }
    const templates: Partial<Record<SmsTemplateKey, T>> = {};
    for (const key of SMS_TEMPLATE_KEYS) {
      if (!(key in given)) continue;
      const checked = entry(given[key]);
      if (checked === null) issue(`"${key}" must be ${entryShape}`);
      else templates[key] = checked;
    }
    return Object.keys(templates).length === SMS_TEMPLATE_KEYS.length && unknown.length === 0
      ? (templates as Record<SmsTemplateKey, T>)
      : z.NEVER;
  };
}

const aliyunTemplates = templatesJson(
  '{"verify_code":"SMS_123456789","lawyer_new_order":"SMS_123456790",…}',
  (value) => (typeof value === 'string' && /^SMS_\d+$/.test(value) ? value : null),
  'a template code like SMS_123456789',
);

const PARAM_NAME = /^[A-Za-z_]\w{0,31}$/;

const tencentTemplates = templatesJson(
  '{"verify_code":{"id":"1234567","params":["code"]},…}',
  (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const { id, params } = value as { id?: unknown; params?: unknown };
    const idText = typeof id === 'number' ? String(id) : id;
    if (typeof idText !== 'string' || !/^\d{1,20}$/.test(idText)) return null;
    if (!Array.isArray(params) || !params.every((name) => typeof name === 'string' && PARAM_NAME.test(name)))
      return null;
    if (new Set(params).size !== params.length) return null;
    return { id: idText, params: params as string[] };
  },
  '{"id":"<template id>","params":[<param names in the template\'s order>]}',
);

export const ACCESS_ID = /^[A-Za-z0-9]{8,128}$/;
export const SECRET = /^[\x21-\x7e]{8,256}$/;

/** The SMS variables, merged into the environment schema of config.ts. */
const smsEnvSchema = z.object({
  // Unset means console outside production; production must name its provider (config.ts).
  SMS_PROVIDER: optionalText.pipe(z.enum(['console', 'aliyun', 'tencent']).optional()),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalMatching(
    ACCESS_ID,
    'must be an AccessKey ID (letters and digits, LTAI…)',
  ),
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalMatching(SECRET, 'must be the AccessKey secret (no spaces)'),
  ALIYUN_SMS_SIGN_NAME: optionalText,
  ALIYUN_SMS_TEMPLATES: optionalText.transform(aliyunTemplates),
  ALIYUN_SMS_ENDPOINT: endpoint('dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: optionalMatching(ACCESS_ID, 'must be a SecretId (letters and digits, AKID…)'),
  TENCENT_SMS_SECRET_KEY: optionalMatching(SECRET, 'must be the SecretKey (no spaces)'),
  TENCENT_SMS_SDK_APP_ID: optionalMatching(/^\d{5,20}$/, 'must be the SmsSdkAppId (digits, e.g. 1400006666)'),
  TENCENT_SMS_SIGN_NAME: optionalText,
  TENCENT_SMS_TEMPLATES: optionalText.transform(tencentTemplates),
  TENCENT_SMS_REGION: optionalText
    .default('ap-guangzhou')
    .pipe(z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/, 'must be a region like ap-guangzhou')),
  TENCENT_SMS_ENDPOINT: endpoint('sms.tencentcloudapi.com'),
});

export const smsEnvShape = smsEnvSchema.shape;

type SmsEnv = z.output<typeof smsEnvSchema>;

const REQUIRED = {
  aliyun: {
    ALIYUN_SMS_ACCESS_KEY_ID: 'the AccessKey ID of a RAM user allowed to send SMS',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'that AccessKey’s secret',
    ALIYUN_SMS_SIGN_NAME: 'the approved signature (签名), e.g. 律桥',
    ALIYUN_SMS_TEMPLATES: 'JSON of template key → template code, one per event',
  },
  tencent: {
    TENCENT_SMS_SECRET_ID: 'the SecretId of an API key allowed to send SMS',
    TENCENT_SMS_SECRET_KEY: 'that key’s SecretKey',
    TENCENT_SMS_SDK_APP_ID: 'the SMS application’s SdkAppId (1400…)',
    TENCENT_SMS_SIGN_NAME: 'the approved signature (签名), e.g. 律桥',
    TENCENT_SMS_TEMPLATES: 'JSON of template key → {"id","params"}, one per event',
  },
} as const satisfies Record<'aliyun' | 'tencent', Partial<Record<keyof SmsEnv, string>>>;

/** Names every variable the chosen vendor needs and lacks. */
function checkSmsEnv(env: SmsEnv, ctx: z.RefinementCtx): void {
  if (env.SMS_PROVIDER !== 'aliyun' && env.SMS_PROVIDER !== 'tencent') return;
  requireVariables(env, ctx, `SMS_PROVIDER=${env.SMS_PROVIDER}`, REQUIRED[env.SMS_PROVIDER]);
}

/** The SMS part of AppConfig; called after checkSmsEnv passed, so the chosen vendor's values are there. */
export function smsConfigOf(env: SmsEnv): {
  smsProvider: 'console' | 'aliyun' | 'tencent';
  aliyunSms: AliyunSmsConfig | null;
  tencentSms: TencentSmsConfig | null;
} {
  const provider = env.SMS_PROVIDER ?? 'console';
  return {
    smsProvider: provider,
    aliyunSms:
      provider === 'aliyun' && env.ALIYUN_SMS_TEMPLATES
        ? {
            accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
            accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
            signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
            templates: env.ALIYUN_SMS_TEMPLATES,
            endpoint: env.ALIYUN_SMS_ENDPOINT,
          }
        : null,
    tencentSms:
      provider === 'tencent' && env.TENCENT_SMS_TEMPLATES
        ? {
            secretId: env.TENCENT_SMS_SECRET_ID ?? '',
            secretKey: env.TENCENT_SMS_SECRET_KEY ?? '',
            sdkAppId: env.TENCENT_SMS_SDK_APP_ID ?? '',
            signName: env.TENCENT_SMS_SIGN_NAME ?? '',
            templates: env.TENCENT_SMS_TEMPLATES,
            region: env.TENCENT_SMS_REGION,
            endpoint: env.TENCENT_SMS_ENDPOINT,
          }
        : null,
  };
}

/**
 * checkSmsEnv as a check of the whole environment that runs even when other variables are malformed
 * (zod skips ordinary refinements then), so one boot names every missing SMS variable at once.
 */
export const smsEnvCheck = z.superRefine(checkSmsEnv, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
