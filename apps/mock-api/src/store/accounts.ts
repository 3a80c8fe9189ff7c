import type { Role } from '@carrier/domain';
import type { Schemas } from './schemas';

/** What an account keeps besides its id and e-mail; the API's profile adds those two back. */
export type StoredProfile = Omit<Schemas['SubscriberProfile'], 'subscriberId' | 'email'>;

/** An account of any role; subscribers carry their profile. */
export interface Account {
  id: number;
  role: Role;
  /** Username: the e-mail address, unique across roles (compared case-insensitively). */
  email: string;
  /** Kept readable on purpose: this is a mock, and a demoer may look a password up in the state file. */
  password: string;
  verified: boolean;
  /** The last verification code sent, until it is used. */
  verificationCode: string | null;
  /** The reseller code given at registration, if any. */
  resellerCode: string | null;
  profile: StoredProfile;
}

export interface ResetToken {
  token: string;
  accountId: number;
  expiresAtMs: number;
  used: boolean;
}

export interface AccountsSlice {
  accounts: Account[];
  resetTokens: ResetToken[];
}
