import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { ConsoleSmsProvider } from '../../src/providers/sms/console-sms-provider';
import { SmsProviderError } from '../../src/providers/sms/sms-provider';
import { createTestClock } from '../helpers/test-clock';

const PHONE = '13812345678';

function consoleProvider(revealCodes: boolean) {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => lines.push(line) });
  return { lines, sms: new ConsoleSmsProvider(log, createTestClock(), revealCodes) };
}

describe('console SMS provider', () => {
  it('logs a templated message with the phone masked and its params, outside production', async () => {
    const { lines, sms } = consoleProvider(true);
    const result = await sms.send({
      phone: PHONE,
      template: 'lawyer_new_order',
      params: { order_no: 'S20250101000001', service: '图文咨询' },
    });
    expect(result).toEqual({ provider_message_id: null });
    const entry = JSON.parse(lines.join('\n')) as { msg: string; sms: object };
    expect(entry.msg).toBe('短信 lawyer_new_order → 138****5678');
    expect(entry.sms).toEqual({
      phone: '138****5678',
      template: 'lawyer_new_order',
      params: { order_no: 'S20250101000001', service: '图文咨询' },
    });
    expect(lines.join('\n')).not.toContain(PHONE);
    expect(sms.latestCode(PHONE)).toBeNull();
  });

  it('keeps a code sent as the verify_code template for the dev lookup', async () => {
    const { lines, sms } = consoleProvider(true);
    await sms.send({ phone: PHONE, template: 'verify_code', params: { code: '654321' } });
    expect(sms.latestCode(PHONE)).toMatchObject({ phone: PHONE, code: '654321' });
    expect(lines.join('\n')).toContain('短信验证码 654321 → 138****5678');
  });

  it('logs neither params nor codes in production', async () => {
    const { lines, sms } = consoleProvider(false);
    await sms.send({ phone: PHONE, template: 'customer_refund_result', params: { result: '已退款' } });
    await sms.sendVerifyCode({ phone: PHONE, code: '654321', scene: 'login' });
    const all = lines.join('\n');
    expect(all).toContain('短信未发送（console）');
    expect(all).not.toContain('已退款');
    expect(all).not.toContain('654321');
    expect(sms.latestCode(PHONE)).toBeNull();
  });
});

describe('SmsProviderError', () => {
  it('keeps the vendor code and leaves phones and request queries out of its message', () => {
    const error = SmsProviderError.fromThrown(
      'tencent',
      Object.assign(new Error('refused +8613812345678 at https://sms.example/?PhoneNumbers=13812345678'), {
        code: 'FailedOperation.PhoneNumberInBlacklist',
        requestId: 'req-1',
      }),
    );
    expect(error).toMatchObject({
      provider: 'tencent',
      code: 'FailedOperation.PhoneNumberInBlacklist',
      requestId: 'req-1',
    });
    expect(error.message).toBe(
      'tencent SMS not sent, FailedOperation.PhoneNumberInBlacklist: refused +86138****5678 at https://sms.example/?…',
    );
  });
});
