import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { Account, StoredProfile } from '../accounts';

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

/** The demo accounts (README): one per role, plus an unverified subscriber. */
export function seedAccounts(): Account[] {
  return Object.entries(DEMO_ACCOUNTS).map(([purpose, demo]) => ({
    id: demo.id,
    role: demo.role,
    email: demo.email,
    password: demo.password,
    verified: demo.verified,
    verificationCode: null,
    resellerCode: null,
    profile: { ...profiles[purpose as keyof typeof DEMO_ACCOUNTS] },
  }));
}
