import { describe, expect, it } from 'vitest';
import {
  type RegistrationInput,
  validateAccountRegistration,
  validateRegisterStep,
  validateRegistration,
} from './registration';

describe('validateRegisterStep', () => {
  it.each([
    [{ firstName: 'Ana', lastName: 'Diaz' }, {}],
    [{ firstName: ' ', lastName: 'Diaz' }, { firstName: 'First name is empty' }],
    [{ firstName: 'Ana', lastName: '' }, { lastName: 'Last name is empty' }],
    // The carrier's rule for an account's names (OpenAPI AccountName, spec 000 §9): 2 to 24 characters (W-7).
    [{ firstName: 'J', lastName: 'Li' }, { firstName: 'First name Invalid' }],
    [{ firstName: 'Mary Ann', lastName: 'X'.repeat(25) }, { lastName: 'Last name Invalid' }],
    [{ firstName: ' Jo ', lastName: 'Li' }, {}],
  ])('%j gives %j', (input, texts) => {
    const errors = validateRegisterStep(input);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.text]))).toEqual(
      texts,
    );
  });
});

const valid: RegistrationInput = {
  email: 'ana@example.com',
  phone: '2125551234',
  password: 'secret12',
  passwordConfirm: 'secret12',
  shippingAddress1: '1 Main St',
  shippingAddress2: '',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zipcode: '10001',
};

describe('validateRegistration', () => {
  it('accepts a complete form without address 2', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it.each<[string, Partial<RegistrationInput>, string, string]>([
    ['no e-mail', { email: '' }, 'email', 'Email is mandatory'],
    ['a bad e-mail', { email: 'ana' }, 'email', 'Email Invalid'],
    [
      'different passwords',
      { passwordConfirm: 'secret13' },
      'passwordConfirm',
      'Password & confirm password must be same',
    ],
    ['no city', { city: '' }, 'form', 'All fields are mandatory'],
    ['no password', { password: '', passwordConfirm: '' }, 'form', 'All fields are mandatory'],
  ])('%s: %s says %j', (_case, patch, field, text) => {
    const errors = validateRegistration({ ...valid, ...patch });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });
});

describe('validateAccountRegistration (the short payload: e-mail, password, confirmation)', () => {
  const account = { email: 'ana@example.org', password: 'x', passwordConfirm: 'x' };

  it('accepts any non-empty password equal to its confirmation: no strength rule', () => {
    expect(validateAccountRegistration(account)).toEqual({});
  });

  it.each<[string, Partial<typeof account>, string, string]>([
    ['no e-mail', { email: '' }, 'email', 'Email is mandatory'],
    ['a bad e-mail', { email: 'ana' }, 'email', 'Email Invalid'],
    [
      'different passwords',
      { passwordConfirm: 'y' },
      'passwordConfirm',
      'Password & confirm password must be same',
    ],
  ])('%s: %s says %j', (_case, patch, field, text) => {
    const errors = validateAccountRegistration({ ...account, ...patch });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });
});
