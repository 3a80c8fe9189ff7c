import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin, validateResetPassword } from './sign-in';

describe('validateLogin', () => {
  it.each([
    [{ email: 'a@example.com', password: 'x' }, undefined],
    [{ email: '', password: 'x' }, 'All fields are mandatory'],
    [{ email: 'a@example.com', password: ' ' }, 'All fields are mandatory'],
  ])('%j: %j', (input, text) => {
    expect(validateLogin(input).form?.text).toBe(text);
  });
});

describe('validateForgotPassword', () => {
  it.each([
    ['a@example.com', undefined],
    ['', 'Email is required'],
    ['not-an-email', 'Email Invalid'],
  ])('%j: %j', (email, text) => {
    expect(validateForgotPassword({ email }).email?.text).toBe(text);
  });
});

describe('validateResetPassword', () => {
  it.each([
    [{ password: 'Sunny-Day-2025', passwordConfirm: 'Sunny-Day-2025' }, {}],
    [
      { password: 'Sunny-Day-2025', passwordConfirm: 'Sunny-Day-2026' },
      { passwordConfirm: 'Password & confirm password must be same' },
    ],
    [{ password: '', passwordConfirm: '' }, { form: 'All fields are mandatory' }],
  ])('%j', (input, expected) => {
    const errors = validateResetPassword(input);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.text]))).toEqual(
      expected,
    );
  });
});
