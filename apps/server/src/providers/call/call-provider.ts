import { z } from 'zod';

/** One AXB binding as the vendor made it: the middle number X and the vendor's id of the binding. */
export interface CallBindingMade {
  middleNumber: string;
  subscriptionId: string;
}

/** A call through a middle number, as the vendor's call-record notify tells it. */
export interface CallNotice {
  subscriptionId: string;
  /** The vendor's id of the call: a notify sent again carries the same. */
  callId: string;
  middleNumber: string;
  /** Who dialled: the binding's A number or its B number. */
  caller: 'a' | 'b';
  calledAt: number;
  /** When the callee answered; null when nobody did. */
  startedAt: number | null;
  durationSeconds: number;
}

/**
 * Privacy numbers (号码隐私保护, AXB): A and B reach each other through X and never see each other's
 * number. `simulated` providers bind nothing real (the page says so).
 */
export interface CallProvider {
  readonly name: 'sandbox' | 'aliyun';
  readonly simulated: boolean;
  /** Binds A and B to a middle number until `expiresAt` (epoch ms). */
  bind(input: {
    phoneA: string;
    phoneB: string;
    expiresAt: number;
    reference: string;
  }): Promise<CallBindingMade>;
  /** Ends a binding before its expiry. */
  unbind(binding: CallBindingMade): Promise<void>;
  /**
   * The calls a notify body reports, checked against this provider's account (calls of other accounts
   * and messages that are not calls are left out); throws CallNotifyRefused for a body of another shape.
   */
  parseNotify(body: unknown): CallNotice[];
}

/** The vendor refused a request, answered something else than success, or could not be reached. */
export class CallProviderError extends Error {
  override name = 'CallProviderError';
  readonly provider: string;
  readonly code: string;

  constructor(input: { provider: string; code: string; message?: string | null }) {
    super(`${input.provider} call binding failed, ${input.code}${input.message ? `: ${input.message}` : ''}`);
    this.provider = input.provider;
    this.code = input.code;
  }

  /** Wraps what the client threw (a vendor error answer or a transport failure). */
  static fromThrown(provider: string, thrown: unknown): CallProviderError {
    if (thrown instanceof CallProviderError) return thrown;
    const fields = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return new CallProviderError({
      provider,
      code: text(fields.code) ?? 'RequestFailed',
      message: text(fields.message) ?? String(thrown),
    });
  }
}

/** A notify body that is not the vendor's call-record push. */
export class CallNotifyRefused extends Error {
  override name = 'CallNotifyRefused';
}

/** Mainland China time, the zone of the vendor's `yyyy-MM-dd HH:mm:ss` times. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** epoch ms → `yyyy-MM-dd HH:mm:ss` in China time. */
export function chinaTimeText(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd HH:mm:ss` in China time → epoch ms, or null for an empty or malformed time. */
export function chinaTimeOf(text: string | undefined): number | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const epoch = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isFinite(epoch) ? epoch : null;
}

/**
 * The call-record push of 号码隐私保护 (话单回执 SecretReport): a JSON array of records. The sandbox takes
 * the same shape, so a test or a developer can play a vendor's notify against it.
 */
const pushedRecord = z.object({
  pool_key: z.string(),
  sub_id: z.union([z.string(), z.number()]).transform(String),
  call_id: z.string().min(1),
  secret_no: z.string(),
  /** 0: A called B; 1: B called A; 2 and 3: text messages. */
  call_type: z.coerce.number().int(),
  call_time: z.string(),
  start_time: z.string().optional(),
  release_time: z.string().optional(),
});

/** The records of `body` that are calls of pool `poolKey`. */
export function callNoticesOf(body: unknown, poolKey: string): CallNotice[] {
  const parsed = z.array(pushedRecord).safeParse(body);
  if (!parsed.success) throw new CallNotifyRefused('not a call-record push');
  const notices: CallNotice[] = [];
  for (const record of parsed.data) {
    const calledAt = chinaTimeOf(record.call_time);
    if (
      record.pool_key !== poolKey ||
      calledAt === null ||
      (record.call_type !== 0 && record.call_type !== 1)
    )
      continue;
    const startedAt = chinaTimeOf(record.start_time);
    const releasedAt = chinaTimeOf(record.release_time);
    const answered = startedAt !== null && releasedAt !== null && releasedAt > startedAt;
    notices.push({
      subscriptionId: record.sub_id,
      callId: record.call_id,
      middleNumber: record.secret_no,
      caller: record.call_type === 0 ? 'a' : 'b',
      calledAt,
      startedAt: answered ? startedAt : null,
      durationSeconds: answered ? Math.round((releasedAt - startedAt) / 1000) : 0,
    });
  }
  return notices;
}
