import * as dysms from '@alicloud/dysmsapi20170525';
import { maskPhone } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import { aliyunClientConfig } from '../aliyun-client-config';
import type { AliyunSmsConfig } from './sms-config';
import { SmsProviderError, verifyCodeMessage, type SmsMessage, type SmsProvider } from './sms-provider';

type DysmsClient = typeof dysms.default;

/**
 * The package is CommonJS with `exports.default = Client`: Node's ESM loader hands over the whole exports
 * object as the default import, where a bundler would hand over the class itself.
 */
const DysmsClient: DysmsClient =
  (dysms.default as unknown as { default?: DysmsClient }).default ?? dysms.default;

/**
 * Aliyun Dysms SendSms (API 2017-05-25) through the official SDK, which signs with ACS3-HMAC-SHA256.
 * A vendor answer other than `Code: OK` (or an error status, or no answer) throws SmsProviderError.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly client: InstanceType<DysmsClient>;

  constructor(
    private readonly settings: AliyunSmsConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = new DysmsClient(aliyunClientConfig(settings));
  }

  async send(message: SmsMessage): Promise<{ provider_message_id: string | null }> {
    const request = new dysms.SendSmsRequest({
      phoneNumbers: message.phone,
      signName: this.settings.signName,
      templateCode: this.settings.templates[message.template],
      templateParam: JSON.stringify(message.params),
    });
    let answer: dysms.SendSmsResponse;
    try {
      answer = await this.client.sendSms(request);
    } catch (thrown) {
      throw SmsProviderError.fromThrown(this.name, thrown);
    }
    const body = answer.body;
    if (body?.code !== 'OK') {
      throw new SmsProviderError({
        provider: this.name,
        code: body?.code ?? 'NoCode',
        message: body?.message ?? null,
        requestId: body?.requestId ?? null,
      });
    }
    this.log.info(
      {
        sms: {
          provider: this.name,
          phone: maskPhone(message.phone),
          template: message.template,
          id: body.bizId,
        },
      },
      'SMS sent',
    );
    return { provider_message_id: body.bizId ?? null };
  }

  async sendVerifyCode(message: { phone: string; code: string; scene: string }): Promise<void> {
    await this.send(verifyCodeMessage(message));
  }
}
