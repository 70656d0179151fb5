import type { Clock } from '../../core/clock';

/** Refresh this long before WeChat's stated expiry, so a value never dies between check and use. */
export const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

/**
 * One value (access token, jsapi_ticket) kept until shortly before it expires, by the injected clock.
 * Callers that ask while it is being fetched share that one fetch; a failed fetch is not kept.
 */
export class ExpiringCache<T> {
  private value: { value: T; refreshAt: number } | null = null;
  private inFlight: Promise<T> | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly fetchValue: () => Promise<{ value: T; expiresInSeconds: number }>,
  ) {}

  async get(): Promise<T> {
    if (this.value && this.clock.now() < this.value.refreshAt) return this.value.value;
    this.inFlight ??= this.fetchValue()
      .then(({ value, expiresInSeconds }) => {
        const lifetime = Math.max(0, expiresInSeconds * 1000 - EXPIRY_MARGIN_MS);
        this.value = { value, refreshAt: this.clock.now() + lifetime };
        return value;
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  /** Forget the value (WeChat said it is no longer valid). */
  invalidate(): void {
    this.value = null;
  }
}
