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
