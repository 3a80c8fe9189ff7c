import { describe, expect, it } from 'vitest';
import { type FieldProblemKind, fieldMessage } from './field-messages';

describe('fieldMessage: the spec words a request field’s problem', () => {
  it.each<[string, FieldProblemKind, string]>([
    ['shippingZipcode', 'invalid', 'ZipCode should be 5 digits'],
    ['zipCode', 'missing', 'ZipCode is required'],
    ['emailAddress', 'invalid', 'Email Invalid'],
    ['emailAddress', 'missing', 'Email is required'],
    ['email', 'missing', 'Email is mandatory'],
    ['ssn4', 'invalid', 'Ssn should be 4 numbers'],
    ['shippingAddress1', 'missing', 'Shipping Address is required'],
    ['shippingAddress', 'invalid', 'Shipping Address Invalid'],
    ['contactPhoneNumber', 'invalid', 'Contact Phone Number Invalid'],
    ['phoneNumber', 'invalid', 'Phone Number Invalid'],
    ['shippingCountry', 'missing', 'Country is required'],
    ['MK1', 'missing', 'MK is mandatory'],
    ['tribalId', 'missing', 'Tribal number is mandatory'],
    ['schoolName', 'missing', 'School name is mandatory'],
    ['deviceId', 'missing', 'Choose a device'],
  ])('%s %s: %j', (field, kind, text) => {
    expect(fieldMessage(field, kind)?.text).toBe(text);
  });

  it.each<[string, FieldProblemKind, string]>([
    ['firstName', 'missing', 'First name is empty'],
    ['lastName', 'missing', 'Last name is empty'],
    ['city', 'missing', 'All fields are mandatory'],
    ['email', 'invalid', 'Email Invalid'],
    ['phone', 'invalid', 'Phone Number Invalid'],
  ])('on the registration page, %s %s: %j', (field, kind, text) => {
    expect(fieldMessage(field, kind, 'registration')?.text).toBe(text);
  });

  it.each<[string, FieldProblemKind]>([
    ['planPricingIds', 'missing'],
    ['city', 'invalid'],
    ['resellerCode', 'invalid'],
  ])('has no text for %s %s, which no spec words', (field, kind) => {
    expect(fieldMessage(field, kind)).toBeUndefined();
  });
});
