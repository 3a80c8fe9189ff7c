import { LIMITS } from '../constants';
import {
  type FieldErrors,
  type FieldMessage,
  type MessageId,
  type MessageValues,
  messageOf,
} from '../messages';

/** A form value as forms and payloads carry it. */
export type Text = string | null | undefined;

/** The value trimmed, '' when absent. */
export function text(value: Text): string {
  return (value ?? '').trim();
}

/** True when the value is absent or only spaces. */
export function isBlank(value: Text): boolean {
  return text(value) === '';
}

/** The failure when the condition holds. Chain with `??`: the first failing check wins. */
export function failIf(condition: boolean, id: MessageId, values?: MessageValues): FieldMessage | undefined {
  return condition ? messageOf(id, values) : undefined;
}

/** The failing fields of a check table. */
export function collect<Field extends string>(
  checks: Readonly<Record<Field, FieldMessage | undefined>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const failure = checks[field];
    if (failure) errors[field] = failure;
  }
  return errors;
}

/** Adds the form-level text under `form` when any field failed. */
export function withFormError<Field extends string>(
  errors: FieldErrors<Field>,
  id: MessageId,
): FieldErrors<Field | 'form'> {
  const result: FieldErrors<string> = { ...errors };
  if (Object.keys(errors).length > 0) result.form = messageOf(id);
  return result;
}

/** Exactly five digits. */
export function isZip(value: Text): boolean {
  return /^\d{5}$/.test(text(value));
}

/** Exactly ten digits, the first not 0. */
export function isPhone(value: Text): boolean {
  return /^[1-9]\d{9}$/.test(text(value));
}

/** local@domain.tld without spaces. */
export function isEmail(value: Text): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(value));
}

/** The sorry page's looser pattern: something@something. */
export function isLooseEmail(value: Text): boolean {
  return /^\S+@\S+$/.test(text(value));
}

/** Letters, dot and hyphen only, between `min` and 24 characters. */
export function isName(value: Text, min: number = LIMITS.nameMinLength): boolean {
  const name = text(value);
  return name.length >= min && name.length <= LIMITS.nameMaxLength && /^[\p{L}.-]+$/u.test(name);
}

/** Exactly four digits. */
export function isSsn4(value: Text): boolean {
  return /^\d{4}$/.test(text(value));
}

/** At least two characters once trimmed. */
export function hasMinLength(value: Text, min: number = LIMITS.minTextLength): boolean {
  return text(value).length >= min;
}

function firstLetter(value: Text): string {
  return (text(value).match(/\p{L}/u)?.[0] ?? '').toLowerCase();
}

/** Initials match when their letters start with the first letters of first and last name (any case). */
export function initialsMatch(initials: Text, firstName: Text, lastName: Text): boolean {
  const letters = text(initials)
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();
  const first = firstLetter(firstName);
  const last = firstLetter(lastName);
  return first !== '' && last !== '' && letters[0] === first && letters[1] === last;
}
