import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter';
import type { UploadRepo } from './repo';
import { createKeyedSerializer } from './task-gates';
import { ownerKey, type UploadOwner } from './upload-owner';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Upload attempts (images and files together) one user may make in an hour (from the first of them). */
export const UPLOADS_PER_HOUR = 60;
/** Bytes one user may have stored by uploads (images and files) of the last 24 hours. */
export const UPLOAD_BYTES_PER_DAY = 200 * 1024 * 1024;

/** What a refusal says, in the words of the kind of upload (图片, 文件). */
export interface LimitMessages {
  tooFrequent: string;
  quota: string;
}

/** Checks the stored bytes against the daily quota, counting `incoming` more. */
export type QuotaCheck = (incoming: number) => Promise<void>;

/**
 * The limits every upload shares (issue 7): at most 60 attempts an hour per owner (counted atomically in the
 * database) and 200 MB stored per 24 hours. One owner's uploads run one at a time in this process, so a
 * quota check and the write it guards are not interleaved with another upload of the same owner.
 */
export function createUploadLimits(deps: { repo: UploadRepo; clock: Clock; limits: RateLimiter }) {
  const { repo, clock, limits } = deps;
  const perOwner = createKeyedSerializer();

  /**
   * Counts the attempt, then runs the upload with a quota check to call (cheaply before the work, exactly
   * once the size is known). A quota refusal gives the attempt back; any other failure keeps it (the work
   * cost as much).
   */
  async function admit<T>(
    owner: UploadOwner,
    messages: LimitMessages,
    upload: (checkQuota: QuotaCheck) => Promise<T>,
  ): Promise<T> {
    const key = ownerKey(owner);
    const rule = { key: `upload:${key}`, limit: UPLOADS_PER_HOUR, windowMs: HOUR_MS };
    const { refused, hold } = await limits.hitAll([rule]);
    if (refused) throw AppError.common(messages.tooFrequent, `upload limit for ${key}`);
    const checkQuota: QuotaCheck = async (incoming) => {
      const stored = await repo.storedBytesSince(owner, clock.now() - DAY_MS);
      if (stored + incoming > UPLOAD_BYTES_PER_DAY) {
        throw AppError.common(messages.quota, `${key} stored ${stored} bytes in 24 h`);
      }
    };
    return perOwner.run(key, async () => {
      try {
        return await upload(checkQuota);
      } catch (error) {
        if (error instanceof AppError && error.userMessage === messages.quota) await hold.release();
        throw error;
      }
    });
  }

  return { admit };
}

export type UploadLimits = ReturnType<typeof createUploadLimits>;
