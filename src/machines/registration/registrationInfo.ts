import { getCountries, getPreRegister } from '../../api/auth';
import { ApiError, isOk, SOMETHING_WENT_WRONG } from '../../api/errors';
import type { RegistrationInfo } from './registrationRules';

/** What the sign-up form needs before it shows: the platform's sign-up rules and the countries. */
export async function loadInfo(): Promise<RegistrationInfo> {
  const [preRegister, countries] = await Promise.all([getPreRegister(), getCountries()]);
  if (!isOk(preRegister)) throw new ApiError(preRegister);
  if (!isOk(countries)) throw new ApiError(countries);
  return { preRegister, countries: countries.data };
}

/** Why the form could not load: the server's message, or the apology when it sent none. */
export const loadFailure = (error: unknown) =>
  error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;
