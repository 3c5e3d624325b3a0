import { queryOptions } from '@tanstack/react-query';
import { getCountries, getUser } from './auth';
import { unwrap } from './errors';

export const userQuery = () =>
  queryOptions({ queryKey: ['user'], queryFn: () => unwrap(getUser()).then((response) => response.data) });

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['country'],
    queryFn: () => unwrap(getCountries()).then((response) => response.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
