import type { Role } from '@carrier/domain';

/** One demo account as the README lists it. */
export interface DemoAccount {
  id: number;
  email: string;
  password: string;
  role: Role;
  verified: boolean;
  /** What the account is for, in a few words. */
  note: string;
}

/**
 * The seeded demo accounts (README), by purpose. Other seeds use the subscriber's id to give it orders and renewals.
 * The subscriber and its password are the ones the OpenAPI document's examples use.
 */
export const DEMO_ACCOUNTS = {
  subscriber: {
    id: 42,
    email: 'john.carter@example.com',
    password: 'Sunny-Day-2025',
    role: 'subscriber',
    verified: true,
    note: 'verified, full profile in Miami, FL (a covered state), balance $12.50',
  },
  unverifiedSubscriber: {
    id: 43,
    email: 'nina.patel@example.com',
    password: 'Pending-Code-2025',
    role: 'subscriber',
    verified: false,
    note: 'e-mail not verified: login answers EMAIL_NOT_VERIFIED; resend the code, read it in the outbox',
  },
  reseller: {
    id: 7,
    email: 'dana.brooks@example.com',
    password: 'Reseller-Pass-2025',
    role: 'reseller',
    verified: true,
    note: 'reseller login (/reseller on the web)',
  },
  administrator: {
    id: 1,
    email: 'alex.morgan@example.com',
    password: 'Admin-Pass-2025',
    role: 'administrator',
    verified: true,
    note: 'administrator login (/administrator on the web)',
  },
} as const satisfies Record<string, DemoAccount>;
