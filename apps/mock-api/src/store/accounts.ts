import { type Static, Type } from '@sinclair/typebox';
import { CarrierSchemaWithout, Nullable, RoleSchema } from './schemas';

/** What an account keeps besides its id and e-mail; the API's profile adds those two back. */
export const StoredProfileSchema = CarrierSchemaWithout('SubscriberProfile', ['subscriberId', 'email']);
export type StoredProfile = Static<typeof StoredProfileSchema>;

/** An account of any role; subscribers carry their profile. */
export const AccountSchema = Type.Object(
  {
    id: Type.Integer(),
    role: RoleSchema,
    /** Username: the e-mail address, unique across roles (compared case-insensitively). */
    email: Type.String(),
    /** Kept readable on purpose: this is a mock, and a demoer may look a password up in the state file. */
    password: Type.String(),
    verified: Type.Boolean(),
    /** The last verification code sent, until it is used. */
    verificationCode: Nullable(Type.String()),
    /** The reseller code given at registration, if any. */
    resellerCode: Nullable(Type.String()),
    profile: StoredProfileSchema,
  },
  { additionalProperties: false },
);
export type Account = Static<typeof AccountSchema>;

export const ResetTokenSchema = Type.Object(
  { token: Type.String(), accountId: Type.Integer(), expiresAtMs: Type.Number(), used: Type.Boolean() },
  { additionalProperties: false },
);
export type ResetToken = Static<typeof ResetTokenSchema>;

export const AccountsSliceSchema = Type.Object(
  { accounts: Type.Array(AccountSchema), resetTokens: Type.Array(ResetTokenSchema) },
  { additionalProperties: false },
);
export type AccountsSlice = Static<typeof AccountsSliceSchema>;
