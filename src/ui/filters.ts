/**
 * Input filters: each returns the value with disallowed characters removed, so a field can apply one on
 * every keystroke or paste (spec document 1 §5, input filters).
 */
export type InputFilter = (value: string) => string;

const keep =
  (disallowed: RegExp): InputFilter =>
  (value) =>
    value.replace(disallowed, '');

export const lettersSpaces: InputFilter = keep(/[^A-Za-z ]/g);
export const lettersDigits: InputFilter = keep(/[^A-Za-z0-9]/g);
export const digits: InputFilter = keep(/[^0-9]/g);

/** Digits and at most one decimal point, for amounts typed as text. */
export const digitsDot: InputFilter = (value) => {
  const cleaned = value.replace(/[^0-9.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
};

/**
 * The spec allows letters, digits, @ and dot; '_', '-' and '+' are kept as well because real addresses
 * (first_last@my-company.com) use them and the server validates the address anyway.
 */
export const emailChars: InputFilter = keep(/[^A-Za-z0-9@._+-]/g);

/** Wallet addresses: letters and digits only. */
export const addressChars: InputFilter = keep(/[^A-Za-z0-9]/g);

/** Address lines: letters, digits, spaces and . - / , (spec document 2 §5). */
export const addressLineChars: InputFilter = keep(/[^A-Za-z0-9.\-/, ]/g);

/** Phone numbers: digits and +. */
export const phoneChars: InputFilter = keep(/[^0-9+]/g);
/** Digits, and a '+' only where a calling code starts. */
export const phoneDigits: InputFilter = (value) => {
  const rest = value.replace(/[^0-9]/g, '');
  return value.trimStart().startsWith('+') ? `+${rest}` : rest;
};

export const filters = {
  lettersSpaces,
  lettersDigits,
  digits,
  digitsDot,
  emailChars,
  addressChars,
  addressLineChars,
  phoneChars,
  phoneDigits,
} as const;
export type FilterName = keyof typeof filters;
