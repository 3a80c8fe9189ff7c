import type { components } from '@carrier/contracts/types';
import { anAddress } from './address';

export type Registration = components['schemas']['RegistrationRequest'];

/** A new account's password (the demo subscriber's own is in `DEMO_ACCOUNTS`). */
const NEW_PASSWORD = 'Sunny-Day-2025';

/** The full registration page's form (spec 000 §3) of Maria Lopez, in New York, with a second address line. */
export function aRegistration(overrides: Partial<Registration> = {}): Registration {
  const { address, city, state, zipCode } = anAddress();
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '2125550143',
    shippingAddress1: address,
    shippingAddress2: 'Apt 21B',
    city,
    state,
    country: 'US',
    zipcode: zipCode,
    password: NEW_PASSWORD,
    passwordConfirm: NEW_PASSWORD,
    ...overrides,
  };
}
