import { describe, expect, it } from 'vitest';
import { messageOf } from '../messages';
import {
  collect,
  failIf,
  hasMinLength,
  initialsMatch,
  isBlank,
  isEmail,
  isLooseEmail,
  isName,
  isPhone,
  isSsn4,
  isZip,
  withFormError,
} from './rules';

describe('rules', () => {
  it.each([
    [isBlank, '  ', true],
    [isBlank, null, true],
    [isBlank, ' a ', false],
    [isZip, '60601', true],
    [isZip, ' 60601 ', true],
    [isZip, '6060', false],
    [isZip, '6060a', false],
    [isPhone, '2125551234', true],
    [isPhone, '0125551234', false],
    [isPhone, '212555123', false],
    [isPhone, '212-555-1234', false],
    [isEmail, 'ana@example.com', true],
    [isEmail, 'ana@example', false],
    [isEmail, 'ana example@x.com', false],
    [isLooseEmail, 'ana@example', true],
    [isLooseEmail, 'ana', false],
    [isSsn4, '1234', true],
    [isSsn4, '123', false],
    [isSsn4, '12a4', false],
    [hasMinLength, 'ab', true],
    [hasMinLength, ' a ', false],
  ] as const)('%o(%j) is %s', (rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each([
    ['Ana', 2, true],
    ['Mary-Jo', 2, true],
    ['St.John', 2, true],
    ['José', 2, true],
    ['A', 2, false],
    ['A', 1, true],
    ['Ana Maria', 2, false],
    ['Ann3', 2, false],
    ['A'.repeat(24), 2, true],
    ['A'.repeat(25), 2, false],
  ])('isName(%j, min %i) is %s', (name, min, expected) => {
    expect(isName(name, min)).toBe(expected);
  });

  it.each([
    ['JD', 'John', 'Doe', true],
    ['jd', 'John', 'Doe', true],
    ['J.D', 'John', 'Doe', true],
    ['J, D', 'John', 'Doe', true],
    ['JDX', 'John', 'Doe', true],
    ['DJ', 'John', 'Doe', false],
    ['J', 'John', 'Doe', false],
    ['', 'John', 'Doe', false],
    ['JD', '', 'Doe', false],
  ])('initialsMatch(%j, %s, %s) is %s', (initials, first, last, expected) => {
    expect(initialsMatch(initials, first, last)).toBe(expected);
  });

  it('keeps the first failing check and drops passing fields', () => {
    const errors = collect({
      a: failIf(false, 'purchase.zipRequired') ?? failIf(true, 'purchase.zipDigits'),
      b: failIf(false, 'purchase.cityRequired'),
    });
    expect(errors).toEqual({ a: messageOf('purchase.zipDigits') });
  });

  it.each([
    [{}, {}],
    [
      { a: messageOf('purchase.cityRequired') },
      { a: messageOf('purchase.cityRequired'), form: messageOf('common.allFieldsMandatory') },
    ],
  ])('withFormError adds the form text only when a field failed', (errors, expected) => {
    expect(withFormError(errors, 'common.allFieldsMandatory')).toEqual(expected);
  });
});
