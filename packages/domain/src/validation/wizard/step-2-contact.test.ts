import { describe, expect, it } from 'vitest';
import { type ContactInfoInput, validateContactInfo } from './step-2-contact';

const valid: ContactInfoInput = {
  contactPhoneNumber: '2125551234',
  contactEmail: 'ana@example.com',
  consent: true,
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
  sameAddress: true,
};

const mailing: Partial<ContactInfoInput> = {
  sameAddress: false,
  contactAddress: 'PO Box 1',
  contactCity: 'Albany',
  contactState: 'NY',
  contactZipCode: '12207',
};

describe('validateContactInfo', () => {
  it.each([
    ['the same mailing address', {}],
    ['a different mailing address', mailing],
  ])('accepts %s', (_case, patch) => {
    expect(validateContactInfo({ ...valid, ...patch })).toEqual({});
  });

  it.each<[string, Partial<ContactInfoInput>, string, string]>([
    ['no phone', { contactPhoneNumber: '' }, 'contactPhoneNumber', 'Contact Phone Number is required'],
    [
      'a 9-digit phone',
      { contactPhoneNumber: '212555123' },
      'contactPhoneNumber',
      'Contact Phone Number Invalid',
    ],
    [
      'a phone starting with 0',
      { contactPhoneNumber: '0125551234' },
      'contactPhoneNumber',
      'Contact Phone Number Invalid',
    ],
    ['no e-mail', { contactEmail: '' }, 'contactEmail', 'Contact Email Invalid'],
    ['a malformed e-mail', { contactEmail: 'ana@example' }, 'contactEmail', 'Contact Email format is wrong'],
    ['an unanswered consent', { consent: undefined }, 'consent', 'Checkbox is required'],
    ['an unticked consent', { consent: false }, 'consent', 'Checkbox Invalid'],
    ['no address', { address: '' }, 'address', 'Address is required'],
    ['a 1-character address', { address: 'a' }, 'address', 'Address Invalid'],
    ['no city', { city: '' }, 'city', 'City is required'],
    ['no state', { state: '' }, 'state', 'State is required'],
    ['an unknown state', { state: 'New York' }, 'state', 'State Invalid'],
    ['no zip', { zipCode: '' }, 'zipCode', 'Zip Code is required'],
    ['a 4-digit zip', { zipCode: '1000' }, 'zipCode', 'Zipcode format is wrong'],
    ['a zip of no state', { zipCode: '00000' }, 'zipCode', 'Zip Code Invalid'],
    ['no mailing address', { ...mailing, contactAddress: '' }, 'contactAddress', 'Address is required'],
    ['a short mailing address', { ...mailing, contactAddress: 'P' }, 'contactAddress', 'Address Invalid'],
    ['no mailing city', { ...mailing, contactCity: '' }, 'contactCity', 'City is required'],
    ['no mailing state', { ...mailing, contactState: '' }, 'contactState', 'State is required'],
    ['an unknown mailing state', { ...mailing, contactState: 'ZZ' }, 'contactState', 'State Invalid'],
    ['no mailing zip', { ...mailing, contactZipCode: '' }, 'contactZipCode', 'Zip Code is required'],
    [
      'a malformed mailing zip',
      { ...mailing, contactZipCode: '1220' },
      'contactZipCode',
      'Zipcode format is wrong',
    ],
  ])('%s: %s says %j', (_case, patch, field, text) => {
    const errors = validateContactInfo({ ...valid, ...patch });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });
});
