import { queryOptions } from '@tanstack/react-query';
import { getCountries, getPreRegister, getUser } from './auth';
import { ApiError, type ApiFailure, type ApiResult, isOk } from './errors';

async function unwrap<T extends { status: unknown }>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!isOk(result)) throw new ApiError(result as ApiFailure);
  return result as T;
}

export const userQuery = () =>
  queryOptions({ queryKey: ['user'], queryFn: () => unwrap(getUser()).then((response) => response.data) });

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['country'],
    queryFn: () => unwrap(getCountries()).then((response) => response.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const preRegisterQuery = () =>
  queryOptions({ queryKey: ['pre-register'], queryFn: () => unwrap(getPreRegister()) });
