import { describe, expect, it } from 'vitest';
import { type PersonalInfoInput, validatePersonalInfo } from './step-1-personal';

const today = new Date(2024, 5, 15);

const valid: PersonalInfoInput = {
  firstName: 'Ana',
  lastName: 'Diaz',
  dob: { month: '06', day: '15', year: '2006' },
  ssn4: '1234',
  language: 'English',
};

describe('validatePersonalInfo', () => {
  it.each([['English'], ['Spanish']])('accepts an adult applicant speaking %s', (language) => {
    expect(validatePersonalInfo({ ...valid, language }, today)).toEqual({});
  });

  it.each<[string, Partial<PersonalInfoInput>, string, string]>([
    ['no first name', { firstName: '' }, 'firstName', 'First Name is mandatory'],
    ['a 1-letter first name', { firstName: 'A' }, 'firstName', 'First Name is mandatory'],
    ['a first name with a space', { firstName: 'Ana Maria' }, 'firstName', 'First Name is mandatory'],
    ['a 25-letter last name', { lastName: 'D'.repeat(25) }, 'lastName', 'Last name is mandatory'],
    ['no last name', { lastName: '' }, 'lastName', 'Last name is mandatory'],
    ['no month', { dob: { month: '', day: '15', year: '2000' } }, 'dob', 'DOB is mandatory'],
    ['30 February', { dob: { month: '2', day: '30', year: '2000' } }, 'dob', 'DOB is mandatory'],
    ['a year before 1900', { dob: { month: '1', day: '1', year: '1899' } }, 'dob', 'DOB is mandatory'],
    [
      '17 years and 364 days',
      { dob: { month: '06', day: '16', year: '2006' } },
      'dob',
      'You must be at least 18 years old',
    ],
    ['a 3-digit SSN', { ssn4: '123' }, 'ssn4', 'Ssn should be 4 numbers'],
    ['an SSN with a letter', { ssn4: '12a4' }, 'ssn4', 'Ssn should be 4 numbers'],
    ['no language', { language: '' }, 'language', 'Language is mandatory'],
    ['French', { language: 'French' }, 'language', 'Language is mandatory'],
  ])('%s: %s says %j, and the form All fields are mandatory', (_case, patch, field, text) => {
    const errors = validatePersonalInfo({ ...valid, ...patch }, today);
    expect(Object.keys(errors)).toEqual([field, 'form']);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
    expect(errors.form?.text).toBe('All fields are mandatory');
  });
});
