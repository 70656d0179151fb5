import { maskPhone } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { LatestCodeSource, SmsMessage, SmsProvider } from './sms-provider';

/**
 * Development / demo provider: writes each message to the server log (phone masked; codes and params
 * visible) and keeps the latest code per phone in memory (bounded, oldest forgotten first). In production
 * (where it is only ever chosen explicitly, for benchmarks) neither codes nor params are logged or kept.
 */
const MAX_REMEMBERED_PHONES = 10_000;

export class ConsoleSmsProvider implements SmsProvider, LatestCodeSource {
  readonly name = 'console';
  private readonly latest = new Map<string, { phone: string; code: string; sent_at: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    private readonly revealCodes: boolean,
  ) {}

  async send(message: SmsMessage): Promise<{ provider_message_id: null }> {
    if (message.template === 'verify_code') {
      this.deliverCode(message.phone, message.params.code ?? '', undefined);
      return { provider_message_id: null };
    }
    const phone = maskPhone(message.phone);
    if (!this.revealCodes) {
      this.log.info({ sms: { phone, template: message.template } }, '短信未发送（console）');
      return { provider_message_id: null };
    }
    this.log.info(
      { sms: { phone, template: message.template, params: message.params } },
      `短信 ${message.template} → ${phone}`,
    );
    return { provider_message_id: null };
  }

  async sendVerifyCode(message: { phone: string; code: string; scene: string }): Promise<void> {
    this.deliverCode(message.phone, message.code, message.scene);
  }

  latestCode(phone: string) {
    return this.latest.get(phone) ?? null;
  }

  private deliverCode(phone: string, code: string, scene: string | undefined): void {
    if (!this.revealCodes) {
      this.log.info({ sms: { phone: maskPhone(phone), scene } }, '短信验证码未发送（console）');
      return;
    }
    this.latest.delete(phone);
    this.latest.set(phone, { phone, code, sent_at: this.clock.now() });
    if (this.latest.size > MAX_REMEMBERED_PHONES) {
      const oldest = this.latest.keys().next().value;
      if (oldest !== undefined) this.latest.delete(oldest);
    }
    this.log.info(
      { sms: { phone: maskPhone(phone), scene, code } },
      `短信验证码 ${code} → ${maskPhone(phone)}`,
    );
  }
}
