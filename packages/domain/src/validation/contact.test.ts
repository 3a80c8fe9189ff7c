import { describe, expect, it } from 'vitest';
import { type ContactFormInput, validateContactForm, validateSorryEmail } from './contact';

const valid: ContactFormInput = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  phone: '2125551234',
  message: 'Hello',
};

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it.each<[Partial<ContactFormInput>, string, string]>([
    [{ firstName: 'A' }, 'firstName', 'First Name required.'],
    [{ lastName: '' }, 'lastName', 'Second name required.'],
    [{ email: 'a' }, 'email', 'Email required.'],
    [{ email: 'ana@example' }, 'email', 'Email invalid.'],
    [{ phone: '1' }, 'phone', 'Phone required.'],
    [{ message: ' x ' }, 'message', 'Message required.'],
  ])('%j fails %s: %j', (patch, field, text) => {
    const errors = validateContactForm({ ...valid, ...patch });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });
});

describe('validateSorryEmail', () => {
  it.each([
    ['ana@example', undefined],
    ['', 'Email is empty.'],
    ['ana', 'Email invalid.'],
  ])('%j: %j', (email, text) => {
    expect(validateSorryEmail({ email }).email?.text).toBe(text);
  });
});
