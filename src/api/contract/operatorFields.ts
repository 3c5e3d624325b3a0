import { z } from 'zod';
import { operatorFieldMessages as m, REASON_MAX_LENGTH, TX_HASH_PATTERN } from './operatorFieldRules';

/** Why an operator declines, rejects or adjusts: recorded in the audit log and shown to the member. */
export const operatorReason = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(1, m.reasonRequired)
  .max(REASON_MAX_LENGTH, m.reasonTooLong);

/** A chain transaction hash, as an operator records a deposit or a paid withdrawal. */
export const chainTxHash = z
  .string({ error: m.hashRequired })
  .trim()
  .min(1, m.hashRequired)
  .regex(TX_HASH_PATTERN, m.hashShape);
