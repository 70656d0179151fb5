/** Code used when no envelope arrived: network failure, time-out, or an HTTP status other than 200. */
export const TRANSPORT_FAILURE = -1;

/** A refused or failed call: the envelope's code and message, or TRANSPORT_FAILURE. */
export class ApiError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}
