import { LIMITS } from '../constants';

// What inputs accept while the user types (spec 000 §5, spec 001 §5). Validation still checks the result.

/** Digits only, cut at `maxLength`. */
export function digitsOnly(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** Zip boxes (home, zip page, forms): digits only, at most 5. */
export function sanitizeZip(value: string): string {
  return digitsOnly(value, LIMITS.zipLength);
}

/** Phone boxes: digits only, at most 10. */
export function sanitizePhone(value: string): string {
  return digitsOnly(value, LIMITS.phoneLength);
}

/** Last 4 of the SSN: digits only, at most 4. */
export function sanitizeSsn4(value: string): string {
  return digitsOnly(value, LIMITS.ssnLength);
}

/** Tribal number: digits only, at most 24. */
export function sanitizeTribalId(value: string): string {
  return digitsOnly(value, LIMITS.tribalIdMaxLength);
}

/** ESN or MDN of the activation form: digits only, at most 20. */
export function sanitizeActivationNumber(value: string): string {
  return digitsOnly(value, LIMITS.activationMaxLength);
}

/** Activation code: at most 20 characters. */
export function sanitizeActivationCode(value: string): string {
  return value.slice(0, LIMITS.activationMaxLength);
}

/** Household MK boxes: letters, space, dot and comma, upper case, at most 3. */
export function sanitizeMk(value: string): string {
  return value
    .replace(/[^\p{L} .,]/gu, '')
    .toUpperCase()
    .slice(0, LIMITS.initialsMaxLength);
}

/** Letters and spaces only (the agreement's signature). */
export function lettersAndSpaces(value: string): string {
  return value.replace(/[^\p{L} ]/gu, '');
}

/** Agreement initials: letters and spaces, upper case, at most 3. */
export function sanitizeInitials(value: string): string {
  return lettersAndSpaces(value).toUpperCase().slice(0, LIMITS.initialsMaxLength);
}

/**
 * Control and invisible formatting characters (a pasted bidi override, a zero-width space), line and paragraph
 * separators, lone surrogates and private-use characters (edges audit 2, X-7): the carrier refuses them
 * in names, address lines and cities (`PlainText` of carrier-api.yaml). Tab and line breaks stay: a text area's own,
 * and a one-line input drops them itself.
 */
const HIDDEN_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}\p{Cs}\p{Co}]/gu;

/** Every typed value: without control or invisible formatting characters (edges audit E-7). */
export function withoutHiddenCharacters(value: string): string {
  return value.replace(HIDDEN_CHARACTERS, '');
}

/** The same values with every string trimmed (forms trim before they send). */
export function trimValues<Values extends object>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as Values;
}
