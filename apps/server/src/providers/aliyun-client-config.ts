import { $OpenApiUtil } from '@alicloud/openapi-core';

/** What an Aliyun POP client needs: an AccessKey and where the API is (its public host or a stand-in). */
export interface AliyunAccess {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint: { protocol: 'https' | 'http'; host: string };
}

/** The client settings every Aliyun provider uses (SMS, privacy numbers): the key, the host, the timeouts. */
export function aliyunClientConfig(access: AliyunAccess): $OpenApiUtil.Config {
  return new $OpenApiUtil.Config({
    accessKeyId: access.accessKeyId,
    accessKeySecret: access.accessKeySecret,
    endpoint: access.endpoint.host,
    protocol: access.endpoint.protocol,
    connectTimeout: 5_000,
    readTimeout: 10_000,
  });
}
