/**
 * Every money move carries an Idempotency-Key. Apart from the client, so pages that move no money do not load
 * it.
 */

/** The key a money move travels with: the same key for every retry of one confirmed submission. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
/** The key travels as a header, never in the body. */
export const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });
