import type { Role } from '@carrier/domain';
import type { Schemas } from './schemas';

/** An account of any role; subscribers carry their profile. */
export interface Account {
  id: number;
  role: Role;
  /** Username: the e-mail address. */
  email: string;
  password: string;
  verified: boolean;
  /** The last verification code sent, until it is used. */
  verificationCode: string | null;
  profile: Schemas['SubscriberProfile'];
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
