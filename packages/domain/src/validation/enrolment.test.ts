import { describe, expect, it } from 'vitest';
import { type EnrolmentFormInput, validateEnrolmentForm } from './enrolment';

const today = new Date(2024, 5, 15);

const valid: EnrolmentFormInput = {
  firstName: 'Ana',
  lastName: 'Diaz-Soto',
  dob: { month: '01', day: '31', year: '1990' },
  emailAddress: 'ana@example.com',
  contactPhoneNumber: '2125551234',
  shippingAddress1: '1 Main St',
  shippingAddress2: '',
  shippingCity: 'Austin',
  shippingState: 'TX',
  shippingZipcode: '73301',
};

describe('validateEnrolmentForm', () => {
  it('accepts a complete form', () => {
    expect(validateEnrolmentForm(valid, today)).toEqual({});
  });

  it.each<[string, Partial<EnrolmentFormInput>, string, string]>([
    ['no first name', { firstName: '' }, 'firstName', 'First name is required'],
    ['a first name with a digit', { firstName: 'An4' }, 'firstName', 'First name Invalid'],
    ['no last name', { lastName: ' ' }, 'lastName', 'Last name is required'],
    ['a 25-letter last name', { lastName: 'D'.repeat(25) }, 'lastName', 'Last name Invalid'],
    ['no birth day', { dob: { month: '01', day: '', year: '1990' } }, 'dob', 'DOB is required'],
    [
      'a minor',
      { dob: { month: '12', day: '01', year: '2010' } },
      'dob',
      'You must be at least 18 years old',
    ],
    ['no e-mail', { emailAddress: '' }, 'emailAddress', 'Email is required'],
    ['a bad e-mail', { emailAddress: 'ana@x' }, 'emailAddress', 'Email Invalid'],
    ['no phone', { contactPhoneNumber: '' }, 'contactPhoneNumber', 'Phone Number is required'],
    [
      'a phone starting with 0',
      { contactPhoneNumber: '0125551234' },
      'contactPhoneNumber',
      'Phone Number Invalid',
    ],
    ['a 9-digit phone', { contactPhoneNumber: '212555123' }, 'contactPhoneNumber', 'Phone Number Invalid'],
    ['no address', { shippingAddress1: '' }, 'shippingAddress1', 'Shipping Address is required'],
    ['a short address', { shippingAddress1: 'a' }, 'shippingAddress1', 'Shipping Address Invalid'],
    ['no city', { shippingCity: '' }, 'shippingCity', 'City is required'],
    ['no state', { shippingState: '' }, 'shippingState', 'State is required'],
    ['no zip', { shippingZipcode: '' }, 'shippingZipcode', 'ZipCode is required'],
    ['a 6-digit zip', { shippingZipcode: '733011' }, 'shippingZipcode', 'ZipCode should be 5 digits'],
  ])('%s: %s says %j, and the form says All field with * are required', (_case, patch, field, text) => {
    const errors = validateEnrolmentForm({ ...valid, ...patch }, today);
    expect(Object.keys(errors)).toEqual([field, 'form']);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
    expect(errors.form?.text).toBe('All field with * are required');
  });
});
