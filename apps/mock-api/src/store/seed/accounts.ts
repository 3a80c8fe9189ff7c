import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { Account, ResetToken, StoredProfile } from '../accounts';

const profiles: Record<keyof typeof DEMO_ACCOUNTS, StoredProfile> = {
  subscriber: {
    firstName: 'John',
    lastName: 'Carter',
    birthDate: '1986-07-04',
    phone: '3055550198',
    shippingAddress1: '1200 Brickell Avenue',
    shippingAddress2: null,
    city: 'Miami',
    state: 'FL',
    country: 'US',
    zipcode: '33131',
    balance: 12.5,
  },
  unverifiedSubscriber: {
    firstName: 'Nina',
    lastName: 'Patel',
    birthDate: null,
    phone: '5125550177',
    shippingAddress1: '600 Congress Avenue',
    shippingAddress2: 'Suite 210',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    zipcode: '78701',
    balance: 0,
  },
  reseller: {
    firstName: 'Dana',
    lastName: 'Brooks',
    birthDate: null,
    phone: '4055550121',
    shippingAddress1: '101 Park Avenue',
    shippingAddress2: null,
    city: 'Oklahoma City',
    state: 'OK',
    country: 'US',
    zipcode: '73102',
    balance: 0,
  },
  administrator: {
    firstName: 'Alex',
    lastName: 'Morgan',
    birthDate: null,
    phone: '2125550100',
    shippingAddress1: '350 Fifth Avenue',
    shippingAddress2: null,
    city: 'New York',
    state: 'NY',
    country: 'US',
    zipcode: '10118',
    balance: 0,
  },
};

/** The unverified subscriber's e-mail verification code (README): the document's verifyEmail example. */
export const DEMO_VERIFICATION_CODE = '4F7K2Q';

/**
 * A password reset token per role (README), as the reset e-mail would carry: the document's reset examples. They
 * last until 2100 (a fixed date keeps the seed the same at every start); each works once, until the next reset.
 */
export const DEMO_RESET_TOKENS = {
  subscriber: 'prt_8c1f0e7a9b2d4c6e',
  reseller: 'prt_5d2a9e4b7c1f3a8d',
  administrator: 'prt_3b7e1c9a5f2d8e4c',
} as const satisfies Partial<Record<keyof typeof DEMO_ACCOUNTS, string>>;

const DEMO_RESET_TOKENS_EXPIRE_MS = Date.UTC(2100, 0, 1);

export function seedResetTokens(): ResetToken[] {
  return Object.entries(DEMO_RESET_TOKENS).map(([purpose, token]) => ({
    token,
    accountId: DEMO_ACCOUNTS[purpose as keyof typeof DEMO_RESET_TOKENS].id,
    expiresAtMs: DEMO_RESET_TOKENS_EXPIRE_MS,
    used: false,
  }));
}

/** The demo accounts (README): one per role, plus an unverified subscriber. */
export function seedAccounts(): Account[] {
  return Object.entries(DEMO_ACCOUNTS).map(([purpose, demo]) => ({
    id: demo.id,
    role: demo.role,
    email: demo.email,
    password: demo.password,
    verified: demo.verified,
    verificationCode: demo.verified ? null : DEMO_VERIFICATION_CODE,
    resellerCode: null,
    profile: { ...profiles[purpose as keyof typeof DEMO_ACCOUNTS] },
  }));
}
