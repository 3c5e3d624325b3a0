import fc from 'fast-check';

/** Request bodies that are not JSON at all. */
export const notJson = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  })
  .map((raw) => ({ raw }));

/** JSON that is not an object: a number, null, an array or a string. */
export const nonObjectJson = fc
  .oneof(
    fc.integer(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.string({ maxLength: 10 }),
  )
  .map((value) => ({ raw: JSON.stringify(value) }));

/** Keys that name something every object already has. */
export const awkwardKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'valueOf',
  'toString',
  'hasOwnProperty',
);

/** A value of the wrong type for any field the contract reads as text or a number. */
export const wrongType = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

type Payload = Record<string, unknown>;

/**
 * Bodies a careless or hostile client might send in place of `valid`: none of them may be accepted. An
 * oversized value goes into each of `oversized` (by default every field but subscription_type, whose one
 * allowed value a blank would take).
 */
export function badBodies(
  valid: Payload,
  required: string[],
  oversized = Object.keys(valid).filter((f) => f !== 'subscription_type'),
) {
  const fields = Object.keys(valid);
  return fc.oneof(
    notJson,
    nonObjectJson,
    fc
      .tuple(
        fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')),
        fc.jsonValue({ maxDepth: 1 }),
      )
      // An empty or null field is a field left out (blankFieldsAreMissing), so an unknown one is then absent.
      .filter(
        ([key, value]) =>
          !fields.includes(key) && value !== null && !(typeof value === 'string' && !value.trim()),
      )
      .map(([key, value]) => ({ raw: JSON.stringify({ ...valid, [key]: value }) })),
    fc.subarray(required, { minLength: 1 }).map((drop) => {
      const body = { ...valid };
      for (const key of drop) delete body[key];
      return { raw: JSON.stringify(body) };
    }),
    fc
      .tuple(fc.constantFrom(...fields), wrongType)
      .filter(([key, value]) => !(key === 'subscription_type' && value === null))
      .map(([key, value]) => ({ raw: JSON.stringify({ ...valid, [key]: value }) })),
    fc
      .tuple(
        fc.constantFrom(...oversized),
        fc.integer({ min: 300, max: 20_000 }),
        fc.constantFrom('7', 'x', ' '),
      )
      .map(([key, length, ch]) => ({ raw: JSON.stringify({ ...valid, [key]: ch.repeat(length) }) })),
  );
}
