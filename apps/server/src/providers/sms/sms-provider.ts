/** Sends verification codes. One implementation per SMS vendor, chosen by `SMS_PROVIDER`. */
export interface SmsProvider {
  readonly name: string;
  sendVerifyCode(message: { phone: string; code: string; scene: string }): Promise<void>;
}

/** A provider that also remembers the last code per phone, for the dev-only lookup endpoint. */
export interface LatestCodeSource {
  latestCode(phone: string): { phone: string; code: string; sent_at: number } | null;
}
