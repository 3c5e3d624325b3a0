import { z } from 'zod';

/** How an environment variable is read: blank is unset, numbers and URLs are checked, a wrong value named. */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const integerText = (min: number, max: number, fallback: number, expected: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[0-9]+$/, expected)
      .transform(Number)
      .pipe(z.number().int().min(min, expected).max(max, expected))
      .optional()
      .default(fallback),
  );

export const urlWithScheme = (schemes: string[], expected: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, expected);
