import { SOMETHING_WENT_WRONG } from '../../api/errors';

/** The spec shows an exception's own text (document 1 §8). */
export const exceptionText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
