import { ApiCode, MSG, tooFrequentMessage, type ApiCodeValue } from '@lawbridge/contract';

type ErrorCode = Exclude<ApiCodeValue, 0>;

/**
 * A handled refusal: answered with HTTP 200 and `{code, msg: userMessage, data: null}`.
 * `detail` is for the log only and never reaches the client.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly detail?: string,
  ) {
    super(detail ? `${userMessage} (${detail})` : userMessage);
  }

  /** Code 1: the request itself is wrong; the message names the field in Chinese. */
  static badParams(userMessage: string, detail?: string): AppError {
    return new AppError(ApiCode.badParams.value, userMessage, detail);
  }

  /** Code 2: token missing, invalid or expired. */
  static token(detail?: string): AppError {
    return new AppError(ApiCode.token.value, MSG.tokenExpired, detail);
  }

  /** Code 7: a business rule refused the request. */
  static common(userMessage: string, detail?: string): AppError {
    return new AppError(ApiCode.common.value, userMessage, detail);
  }

  /** Code 7 `操作过于频繁，请N秒后再试`: a rate limit refused; `retryAfterMs` from its verdict. */
  static tooFrequent(retryAfterMs: number, detail?: string): AppError {
    return new AppError(ApiCode.common.value, tooFrequentMessage(retryAfterMs), detail);
  }

  /** Code 7 `无权操作`; says nothing about whether the object exists. */
  static forbidden(detail?: string): AppError {
    return new AppError(ApiCode.common.value, MSG.forbidden, detail);
  }
}
