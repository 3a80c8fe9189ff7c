import { describe, expect, it } from 'vitest';
import { type DeviceConfirmInput, validateDeviceConfirm } from './device-confirm';

const today = new Date(2024, 5, 15);

const valid: DeviceConfirmInput = {
  firstName: 'Ana',
  lastName: 'Diaz',
  dob: { month: '01', day: '31', year: '1990' },
  emailAddress: 'ana@example.com',
  contactPhoneNumber: '2125551234',
  shippingAddress1: '1 Main St',
  shippingCity: 'Austin',
  shippingState: 'TX',
  shippingZipcode: '73301',
  ssn4: '1234',
  deviceId: 1,
};

describe('validateDeviceConfirm', () => {
  it('accepts a complete form', () => {
    expect(validateDeviceConfirm(valid, today)).toEqual({});
  });

  it.each<[string, Partial<DeviceConfirmInput>, string, string]>([
    ['no SSN', { ssn4: '' }, 'ssn4', 'Ssn should be 4 numbers'],
    ['a 3-digit SSN', { ssn4: '123' }, 'ssn4', 'Ssn should be 4 numbers'],
    ['no device', { deviceId: undefined }, 'deviceId', 'Choose a device'],
    ['an empty device', { deviceId: '' }, 'deviceId', 'Choose a device'],
    ['no city', { shippingCity: '' }, 'shippingCity', 'City is required'],
  ])('%s: %s says %j', (_case, patch, field, text) => {
    const errors = validateDeviceConfirm({ ...valid, ...patch }, today);
    expect(Object.keys(errors)).toEqual([field, 'form']);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
    expect(errors.form?.text).toBe('All field with * are required');
  });
});
