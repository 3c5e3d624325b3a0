import { ApiError } from '../errors';

// The type lives beneath the services so the ledger can refuse with it too; services and routes take it from here.
export { ApiError };

/** A refusal tied to one form field, shown by the SPA as the first message of the first field. */
export function fieldError(field: string, message: string, statusCode = 422): ApiError {
  return new ApiError(statusCode, message, { [field]: [message] });
}

export const unauthenticated = () => new ApiError(401, 'Unauthenticated');
