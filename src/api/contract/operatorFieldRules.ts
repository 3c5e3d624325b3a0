/**
 * What an operator types beside a decision or a move of money, as plain rules (no validator, so the back
 * office's forms check a field before sending in the very words the server answers with): the server's
 * schemas (operatorFields.ts) are built from the same limits, pattern and words.
 */
export const REASON_MAX_LENGTH = 200;
/** A chain transaction hash: 8 to 128 letters and digits. */
export const TX_HASH_PATTERN = /^[A-Za-z0-9]{8,128}$/;

export const operatorFieldMessages = {
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${REASON_MAX_LENGTH} characters`,
  hashRequired: 'Transaction hash is required',
  hashShape: 'Transaction hash must be 8 to 128 letters and digits',
} as const;

const m = operatorFieldMessages;

/** Why an operator declines, rejects or adjusts; null when it is accepted. */
export function reasonRefusal(text: string): string | null {
  const reason = text.trim();
  if (!reason) return m.reasonRequired;
  return reason.length > REASON_MAX_LENGTH ? m.reasonTooLong : null;
}

/** A deposit's or a paid withdrawal's transaction hash; null when it is accepted. */
export function txHashRefusal(text: string): string | null {
  const hash = text.trim();
  if (!hash) return m.hashRequired;
  return TX_HASH_PATTERN.test(hash) ? null : m.hashShape;
}
