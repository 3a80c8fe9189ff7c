import { accountOfToken, findAccountByEmail, profileOf } from '../../auth/accounts';
import type { TokenClaims } from '../../auth/tokens';
import type { Account, StoredProfile } from '../../store/accounts';
import type { Schemas } from '../../store/schemas';
import type { World } from '../../world';
import type { Handlers } from '../handler';

type ProfileOperation = 'getProfile' | 'updateProfile';
type ProfileUpdate = Schemas['ProfileUpdateRequest'];

/** The profile fields a subscriber may change besides the e-mail (kept on the account itself). */
const UPDATABLE = {
  firstName: true,
  lastName: true,
  birthDate: true,
  phone: true,
  shippingAddress1: true,
  shippingAddress2: true,
  city: true,
  state: true,
  country: true,
  zipcode: true,
} as const satisfies { [Field in Exclude<keyof ProfileUpdate, 'email'>]-?: true };

type UpdatableField = keyof typeof UPDATABLE;

/** Secured operations run after `authenticate`, so the claims are there; the account may be gone since. */
function tokenOwner(world: World, auth: TokenClaims | null): Account | undefined {
  return auth ? accountOfToken(world.state, auth) : undefined;
}

/** The fields sent, only those: the request may carry properties the profile does not have. */
function changesOf(update: ProfileUpdate): Partial<StoredProfile> {
  const fields = (Object.keys(UPDATABLE) as UpdatableField[]).filter((field) => update[field] !== undefined);
  return Object.fromEntries(fields.map((field) => [field, update[field]])) as Pick<
    ProfileUpdate,
    UpdatableField
  >;
}

/** Handlers of the profile operations: the profile of the token's subscriber. */
export const profileHandlers: Handlers<ProfileOperation> = {
  getProfile: ({ auth, world }) => {
    const account = tokenOwner(world, auth);
    if (!account) return { scenario: 'auth.token.unauthorized' };
    return { status: 200, body: profileOf(account) };
  },
  updateProfile: ({ auth, body, world }) => {
    const account = tokenOwner(world, auth);
    if (!account) return { scenario: 'auth.token.unauthorized' };
    if (body.email !== undefined) {
      const holder = findAccountByEmail(world.state, body.email);
      if (holder && holder !== account) return { scenario: 'auth.profile.email-registered' };
      account.email = body.email;
    }
    Object.assign(account.profile, changesOf(body));
    return { status: 200, body: profileOf(account) };
  },
};
