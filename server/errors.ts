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

/**
 * A text property of a thrown value: Node's and the drivers' `code` ('ENOENT', '23505', 'FST_FILES_LIMIT'), a
 * PostgreSQL error's `constraint`, any error's `message`. Anything can be thrown, so each is read, not assumed.
 */
export function errorText(error: unknown, key: 'code' | 'constraint' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : undefined;
}

export const errorCode = (error: unknown) => errorText(error, 'code');

/** What went wrong, in words for a person: the error's message, or the thrown value itself. */
export const errorMessage = (error: unknown) => errorText(error, 'message') ?? String(error);

/** The error and the errors it wraps (`cause`, as the ORM wraps the driver's), outermost first. */
export function* causesOf(error: unknown, depth = 10): Generator<object> {
  for (let e: unknown = error, n = 0; typeof e === 'object' && e !== null && n < depth; n++) {
    yield e;
    e = Reflect.get(e, 'cause');
  }
}

/** The HTTP status a thrown value carries (`statusCode`, as Fastify's and its plugins' errors do), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value: unknown = Reflect.get(error, 'statusCode');
  return typeof value === 'number' ? value : undefined;
}
