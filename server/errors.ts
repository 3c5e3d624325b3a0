/**
 * A refusal the member should read: the error handler turns it into the contract's error shape
 * (`status` false, `message`, `msg`, optional `errors`) with this HTTP status.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Seconds until the request may be repeated, sent as Retry-After and `retry_after`. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
