import path from 'node:path';
import { API } from '@lawbridge/contract';
import type { AppConfig } from './config';
import { DEMO_OPERATOR_FILE } from './cli/demo/demo-operator';
import { DOCS_PATH } from './core/openapi';

type BannerConfig = Pick<
  AppConfig,
  'host' | 'port' | 'databaseUrl' | 'dataDir' | 'isProduction' | 'smsProvider' | 'apiDocs'
>;

const SMS_SERVICES = { aliyun: '阿里云短信', tencent: '腾讯云短信' } as const;

/** Where SMS codes go with the configured provider: only the console provider outside production logs them. */
function smsCodesLine(config: BannerConfig, base: string): string {
  if (config.smsProvider !== 'console') {
    return `sent as text messages by ${SMS_SERVICES[config.smsProvider]} (SMS_PROVIDER=${config.smsProvider})`;
  }
  if (config.isProduction) {
    return 'not sent and not logged: SMS_PROVIDER=console in production is for benchmarks only';
  }
  return `written to this log (look for "短信验证码"); also at ${base}${API.devSmsLatest}?phone=<phone>`;
}

/** What a person at the terminal needs after the start: the addresses, where SMS codes go, the demo login. */
export function startBanner(config: BannerConfig, demo: boolean): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${host}:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.dataDir}`;
  return [
    `律桥 is running (${database})`,
    `  H5 app:       ${base}/`,
    `  console:      ${base}/admin/`,
    `  API docs:     ${config.apiDocs ? `${base}${DOCS_PATH}` : 'off (API_DOCS=1 serves them)'}`,
    `  SMS codes:    ${smsCodesLine(config, base)}`,
    ...(demo
      ? [`  demo login:   operator admin, password in ${path.join(config.dataDir, DEMO_OPERATOR_FILE)}`]
      : []),
    '',
  ].join('\n');
}
