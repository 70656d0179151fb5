import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { aliyunCallEnv, PLS } from './call-fixtures';

describe('call provider settings', () => {
  it('is the sandbox unless CALL_PROVIDER says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ callProvider: 'sandbox', aliyunCall: null });
  });

  it('names every variable CALL_PROVIDER=aliyun lacks, and refuses an unknown provider', () => {
    expect(() => loadConfig({ CALL_PROVIDER: 'aliyun' })).toThrow(
      /ALIYUN_PLS_ACCESS_KEY_ID: is required with CALL_PROVIDER=aliyun[\s\S]*ALIYUN_PLS_ACCESS_KEY_SECRET[\s\S]*ALIYUN_PLS_POOL_KEY/,
    );
    expect(() => loadConfig({ CALL_PROVIDER: 'tencent' })).toThrow(/CALL_PROVIDER/);
    expect(() => loadConfig({ ...aliyunCallEnv('127.0.0.1:1'), ALIYUN_PLS_ENDPOINT: 'ftp://x' })).toThrow(
      /ALIYUN_PLS_ENDPOINT: must be a host like dyplsapi.aliyuncs.com/,
    );
  });

  it('takes the Aliyun settings and its public host by default', () => {
    const env = aliyunCallEnv('127.0.0.1:1');
    delete env.ALIYUN_PLS_ENDPOINT;
    expect(loadConfig(env).aliyunCall).toEqual({
      accessKeyId: PLS.accessKeyId,
      accessKeySecret: PLS.accessKeySecret,
      poolKey: PLS.poolKey,
      endpoint: { protocol: 'https', host: 'dyplsapi.aliyuncs.com' },
    });
  });
});
