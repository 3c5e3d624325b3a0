/**
 * Whether `value` is one of `values`: the check that lets a string or number read from outside (storage, an
 * answer, a form) take the union type of a tuple of literals, without widening the tuple to call `includes`.
 */
export const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  values.some((v) => v === value);
