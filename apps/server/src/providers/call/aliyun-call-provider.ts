import OpenApiClient, { $OpenApiUtil, OpenApiUtil } from '@alicloud/openapi-core';
import { maskPhone } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import { aliyunClientConfig } from '../aliyun-client-config';
import {
  CallProviderError,
  callNoticesOf,
  chinaTimeText,
  type CallBindingMade,
  type CallProvider,
} from './call-provider';
import type { AliyunCallConfig } from './call-config';

type Client = typeof OpenApiClient;

/** CommonJS `exports.default = Client`: Node's ESM loader hands over the exports object (see the SMS one). */
const Client: Client = (OpenApiClient as unknown as { default?: Client }).default ?? OpenApiClient;

/** The call's own settings are the client's (timeouts in the Config); nothing per call. */
const NO_RUNTIME = {} as Parameters<InstanceType<Client>['callApi']>[2];

interface DyplsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  SecretBindDTO?: { SubsId?: string | number; SecretNo?: string };
}

/**
 * Aliyun 号码隐私保护 (Dyplsapi, API 2017-05-25): BindAxb and UnbindSubscription as POP RPC calls through
 * the official @alicloud/openapi-core client (ACS3-HMAC-SHA256), the one the SMS SDK runs on: npm has no
 * Dyplsapi SDK for Node. A `Code` other than OK (or an error status, or no answer) throws CallProviderError.
 */
export class AliyunCallProvider implements CallProvider {
  readonly name = 'aliyun';
  readonly simulated = false;
  private readonly client: InstanceType<Client>;

  constructor(
    private readonly settings: AliyunCallConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new Client(aliyunClientConfig(settings));
  }

  async bind(input: {
    phoneA: string;
    phoneB: string;
    expiresAt: number;
    reference: string;
  }): Promise<CallBindingMade> {
    const answer = await this.call('BindAxb', {
      PoolKey: this.settings.poolKey,
      PhoneNoA: input.phoneA,
      PhoneNoB: input.phoneB,
      Expiration: chinaTimeText(input.expiresAt),
      OutId: input.reference,
      IsRecordingEnabled: 'false',
    });
    const subscriptionId = answer.SecretBindDTO?.SubsId;
    const middleNumber = answer.SecretBindDTO?.SecretNo;
    if (subscriptionId === undefined || !middleNumber)
      throw new CallProviderError({ provider: this.name, code: 'NoBinding', message: answer.RequestId });
    this.log.info(
      {
        call: {
          provider: this.name,
          a: maskPhone(input.phoneA),
          b: maskPhone(input.phoneB),
          x: middleNumber,
          reference: input.reference,
        },
      },
      'AXB bound',
    );
    return { middleNumber, subscriptionId: String(subscriptionId) };
  }

  async unbind(binding: CallBindingMade): Promise<void> {
    await this.call('UnbindSubscription', {
      PoolKey: this.settings.poolKey,
      SubsId: binding.subscriptionId,
      SecretNo: binding.middleNumber,
    });
    this.log.info({ call: { provider: this.name, x: binding.middleNumber } }, 'AXB unbound');
  }

  parseNotify(body: unknown) {
    return callNoticesOf(body, this.settings.poolKey);
  }

  private async call(action: string, query: Record<string, string>): Promise<DyplsAnswer> {
    const params = new $OpenApiUtil.Params({
      action,
      version: '2017-05-25',
      protocol: this.settings.endpoint.protocol.toUpperCase(),
      pathname: '/',
      method: 'POST',
      authType: 'AK',
      style: 'RPC',
      reqBodyType: 'formData',
      bodyType: 'json',
    });
    const request = new $OpenApiUtil.OpenApiRequest({ query: OpenApiUtil.query(query) });
    let answer: DyplsAnswer | undefined;
    try {
      answer = (await this.client.callApi(params, request, NO_RUNTIME)).body as DyplsAnswer | undefined;
    } catch (thrown) {
      throw CallProviderError.fromThrown(this.name, thrown);
    }
    if (answer?.Code !== 'OK') {
      throw new CallProviderError({
        provider: this.name,
        code: answer?.Code ?? 'NoCode',
        message: answer?.Message ?? null,
      });
    }
    return answer;
  }
}
