import { describe, expect, it } from 'vitest';
import { type HouseholdInput, validateHousehold } from './step-3-household';

const valid: HouseholdInput = {
  optionAdult: '1',
  consentInd: 'Y',
  MK1: 'AD',
  MK2: 'a.d',
  firstName: 'Ana',
  lastName: 'Diaz',
};

describe('validateHousehold', () => {
  it.each([
    ['adult 1, consent Y', {}],
    ['adult 2, consent N', { optionAdult: '2', consentInd: 'N' }],
  ])('accepts %s', (_case, patch) => {
    expect(validateHousehold({ ...valid, ...patch })).toEqual({});
  });

  it.each<[string, Partial<HouseholdInput>, string, string]>([
    ['no adult answer', { optionAdult: '' }, 'optionAdult', 'Checkbox is mandatory'],
    ['no consent answer', { consentInd: undefined }, 'consentInd', 'Checkbox is mandatory'],
    ['an empty MK1', { MK1: '' }, 'MK1', 'MK is mandatory'],
    ['an empty MK2', { MK2: ' ' }, 'MK2', 'MK is mandatory'],
    [
      'swapped initials',
      { MK1: 'DA' },
      'MK1',
      'First character of first name and first character of last name is not correct',
    ],
    [
      'one initial',
      { MK2: 'A' },
      'MK2',
      'First character of first name and first character of last name is not correct',
    ],
  ])('%s: %s says %j, and the form All fields are mandatory', (_case, patch, field, text) => {
    const errors = validateHousehold({ ...valid, ...patch });
    expect(Object.keys(errors)).toEqual([field, 'form']);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
    expect(errors.form?.text).toBe('All fields are mandatory');
  });
});
