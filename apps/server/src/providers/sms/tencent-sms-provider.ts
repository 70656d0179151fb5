import type { Agent } from 'node:http';
import { maskPhone } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsConfig } from './sms-config';
import {
  SmsProviderError,
  SmsTemplateError,
  verifyCodeMessage,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider';

const SmsClient = sms.v20210111.Client;

/** E.164, as SendSms wants it: our phones are CN mobiles without the country code. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

/**
 * Tencent Cloud SMS SendSms (API 2021-01-11) through the official SDK, which signs with TC3-HMAC-SHA256.
 * An error answer, or a send status other than `Ok`, throws SmsProviderError.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly client: InstanceType<typeof SmsClient>;

  /** `agent`: only for tests that route the real host name to a local stand-in. */
  constructor(
    private readonly settings: TencentSmsConfig,
    private readonly log: FastifyBaseLogger,
    options: { agent?: Agent } = {},
  ) {
    this.client = new SmsClient({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        httpProfile: {
          endpoint: settings.endpoint.host,
          protocol: `${settings.endpoint.protocol}://`,
          reqTimeout: 10,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      },
    });
  }

  async send(message: SmsMessage): Promise<{ provider_message_id: string | null }> {
    const template = this.settings.templates[message.template];
    const params = template.params.map((name) => {
      const value = message.params[name];
      if (value === undefined) {
        throw new SmsTemplateError(`SMS template ${message.template} needs param "${name}"`);
      }
      return value;
    });
    let answer: Awaited<ReturnType<InstanceType<typeof SmsClient>['SendSms']>>;
    try {
      answer = await this.client.SendSms({
        PhoneNumberSet: [e164(message.phone)],
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: template.id,
        TemplateParamSet: params,
      });
    } catch (thrown) {
      throw SmsProviderError.fromThrown(this.name, thrown);
    }
    const status = answer.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      throw new SmsProviderError({
        provider: this.name,
        code: status?.Code ?? 'NoSendStatus',
        message: status?.Message ?? null,
        requestId: answer.RequestId ?? null,
      });
    }
    this.log.info(
      {
        sms: {
          provider: this.name,
          phone: maskPhone(message.phone),
          template: message.template,
          id: status.SerialNo,
        },
      },
      'SMS sent',
    );
    return { provider_message_id: status.SerialNo ?? null };
  }

  async sendVerifyCode(message: { phone: string; code: string; scene: string }): Promise<void> {
    await this.send(verifyCodeMessage(message));
  }
}
