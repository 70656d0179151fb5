/**
 * The SMS templates, one per event (PRODUCT §14). Each vendor account has its own approved template per
 * key (configured by `ALIYUN_SMS_TEMPLATES` / `TENCENT_SMS_TEMPLATES`); callers name the key and the params.
 */
export const SMS_TEMPLATE_KEYS = [
  'verify_code',
  'lawyer_new_order',
  'lawyer_new_appointment',
  'customer_refund_result',
  'lawyer_withdrawal_result',
  'appeal_result',
] as const;

export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number];

/** What each template is for (configuration messages name the missing ones with this). */
export const SMS_TEMPLATE_MEANING: Record<SmsTemplateKey, string> = {
  verify_code: 'the login verification code (param: code)',
  lawyer_new_order: 'a new paid service order, to the lawyer',
  lawyer_new_appointment: 'an appointment dispatched to the lawyer',
  customer_refund_result: 'a refund decided, to the customer',
  lawyer_withdrawal_result: 'a withdrawal rejected, paid, failed or cancelled, to the lawyer',
  appeal_result: 'an appeal decided or ended, to the customer and the lawyer',
};

export interface SmsMessage {
  /** A CN mobile number, 11 digits. */
  phone: string;
  template: SmsTemplateKey;
  /** Template variables by name; Tencent templates take them in the order their configuration lists. */
  params: Record<string, string>;
}

/** Sends templated messages. One implementation per SMS vendor, chosen by `SMS_PROVIDER`. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves with the vendor's message id once the vendor accepted it; throws SmsProviderError otherwise. */
  send(message: SmsMessage): Promise<{ provider_message_id: string | null }>;
  /** The login code: `send` with the verify_code template and param `code`. */
  sendVerifyCode(message: { phone: string; code: string; scene: string }): Promise<void>;
}

/** A provider that also remembers the last code per phone, for the dev-only lookup endpoint. */
export interface LatestCodeSource {
  latestCode(phone: string): { phone: string; code: string; sent_at: number } | null;
}

export const verifyCodeMessage = (message: { phone: string; code: string }): SmsMessage => ({
  phone: message.phone,
  template: 'verify_code',
  params: { code: message.code },
});

/**
 * Vendor texts may echo phone numbers (also as +86…, which maskPhonesInText leaves alone) or request
 * addresses with the params in their query: keep neither.
 */
const redact = (text: string) =>
  text.replace(/(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2').replace(/\?\S*/g, '?…');

/**
 * The vendor refused the message, or could not be reached: `code` is the vendor's error code (Aliyun
 * `Code` other than OK, Tencent `Error.Code` or `SendStatusSet[].Code` other than Ok), or the transport's
 * (e.g. ECONNREFUSED). The message was not sent; a caller may try again later.
 */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';
  readonly provider: string;
  readonly code: string;
  readonly requestId: string | null;

  constructor(input: { provider: string; code: string; message?: string | null; requestId?: string | null }) {
    const detail = input.message ? `: ${redact(input.message)}` : '';
    super(`${input.provider} SMS not sent, ${input.code}${detail}`);
    this.provider = input.provider;
    this.code = input.code;
    this.requestId = input.requestId ?? null;
  }

  /** Wraps what an SDK threw (a vendor error answer or a transport failure). */
  static fromThrown(provider: string, thrown: unknown): SmsProviderError {
    if (thrown instanceof SmsProviderError) return thrown;
    const fields = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return new SmsProviderError({
      provider,
      // Transport failures carry Node's code (ECONNREFUSED…) or none (the Tencent SDK wraps them).
      code: text(fields.code) ?? 'RequestFailed',
      message: text(fields.message) ?? String(thrown),
      requestId: text(fields.requestId),
    });
  }
}

/** Our own mistake, not the vendor's: a template param the configuration lists was not given. */
export class SmsTemplateError extends Error {
  override name = 'SmsTemplateError';
}
