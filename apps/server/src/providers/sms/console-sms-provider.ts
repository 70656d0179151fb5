import { maskPhone } from '@lawbridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { LatestCodeSource, SmsProvider } from './sms-provider';

/**
 * Development / demo provider: writes the code to the server log (phone masked, code visible) and keeps
 * the latest code per phone in memory (bounded, oldest forgotten first). In production (where it is only
 * ever chosen explicitly, for benchmarks) codes are neither logged nor kept.
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

  async sendVerifyCode(message: { phone: string; code: string; scene: string }): Promise<void> {
    if (!this.revealCodes) {
      this.log.info(
        { sms: { phone: maskPhone(message.phone), scene: message.scene } },
        '短信验证码未发送（console）',
      );
      return;
    }
    this.latest.delete(message.phone);
    this.latest.set(message.phone, { phone: message.phone, code: message.code, sent_at: this.clock.now() });
    if (this.latest.size > MAX_REMEMBERED_PHONES) {
      const oldest = this.latest.keys().next().value;
      if (oldest !== undefined) this.latest.delete(oldest);
    }
    this.log.info(
      { sms: { phone: maskPhone(message.phone), scene: message.scene, code: message.code } },
      `短信验证码 ${message.code} → ${maskPhone(message.phone)}`,
    );
  }

  latestCode(phone: string) {
    return this.latest.get(phone) ?? null;
  }
}
