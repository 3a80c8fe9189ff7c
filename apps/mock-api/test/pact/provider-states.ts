/**
 * Provider states of the pacts, keyed by the state strings the web's consumer tests give their interactions.
 * Each sets the world up before its interaction (the world is back to the seed before every interaction) and
 * may return values the pact injects into its request (`fromProviderState`).
 */

import type { Role } from '@carrier/domain';
import { DEMO_ACCOUNTS, type DemoAccount, MAGIC_VALUE_STATES } from '@carrier/scenarios';
import type { Verifier } from '@pact-foundation/pact';
import type { BuiltApp } from '../../src/app';
import { resetPassword, sendResetLink, usableResetToken } from '../../src/auth/password-reset';
import { signToken } from '../../src/auth/tokens';
import { sendVerificationCode } from '../../src/auth/verification';
import { isKnownResellerCode } from '../../src/resellers/reseller-codes';
import type { Account } from '../../src/store/accounts';
import type { Schemas } from '../../src/store/schemas';
import { carrierOperations, exampleRequest } from '../contract/document-requests';
import { applicationStates } from './states/application';
import { commerceStates } from './states/commerce';
import { enrolmentStates } from './states/enrolment';

/** The verifier's state handlers (the package does not export the type by name). */
type StateHandlers = NonNullable<ConstructorParameters<typeof Verifier>[0]['stateHandlers']>;

/** E-mails the consumer tests use for accounts that must not exist. */
const UNUSED_EMAILS = ['maria.lopez@example.com', 'unknown.person@example.com'];
const ACTIVE_RESELLER_CODE = 'RS-ALPHA';
const UNKNOWN_RESELLER_CODE = 'NOPE-000';

export function providerStates({ app, world }: Pick<BuiltApp, 'app' | 'world'>): StateHandlers {
  const seeded = (demo: DemoAccount, verified = demo.verified): Account => {
    const account = world.state.accounts.accounts.find((candidate) => candidate.id === demo.id);
    if (account?.role !== demo.role || account.verified !== verified)
      throw new Error(`The seed lost its ${verified ? 'verified' : 'unverified'} ${demo.role} ${demo.email}`);
    return account;
  };
  const credentials = (demo: DemoAccount) => {
    const account = seeded(demo);
    return { subscriberId: account.id, email: account.email, password: demo.password };
  };
  const subscriberToken = (expiresInSeconds: number) => {
    const account = seeded(DEMO_ACCOUNTS.subscriber);
    const exp = Math.floor(world.clock.nowMs() / 1000) + expiresInSeconds;
    return signToken({ sub: String(account.id), role: 'subscriber', exp }, world.settings.tokenSecret);
  };
  /** Mails the role's demo account a reset link and hands out the link's token. */
  const resetLinkOf = (demo: DemoAccount & { role: Role }) => async () => {
    sendResetLink(world, seeded(demo), 'en');
    const reset = world.state.accounts.resetTokens.at(-1);
    if (!reset) throw new Error(`No reset token was stored for ${demo.email}`);
    return { passwordResetToken: reset.token };
  };

  return {
    // A magic value in the request is the whole state: nothing to set up (@carrier/scenarios names the state).
    ...Object.fromEntries(MAGIC_VALUE_STATES.map((state) => [state, async () => undefined])),
    ...applicationStates({ app, world }),
    ...commerceStates({ app, world }),
    ...enrolmentStates({ app, world }),

    'a verified subscriber exists': async () => credentials(DEMO_ACCOUNTS.subscriber),

    'an unverified subscriber exists': async () => credentials(DEMO_ACCOUNTS.unverifiedSubscriber),

    'a reseller exists': async () => credentials(DEMO_ACCOUNTS.reseller),

    'an administrator exists': async () => credentials(DEMO_ACCOUNTS.administrator),

    'a verified subscriber is logged in': async () => ({
      ...credentials(DEMO_ACCOUNTS.subscriber),
      authToken: subscriberToken(world.settings.tokenTtlSeconds),
    }),

    "the logged-in subscriber's token has expired": async () => ({ authToken: subscriberToken(-60) }),

    'no subscriber is logged in': async () => undefined,

    ...Object.fromEntries(
      UNUSED_EMAILS.map((email) => [
        `no account uses ${email}`,
        async () => {
          if (world.state.accounts.accounts.some((account) => account.email === email))
            throw new Error(`The seed has an account for ${email}`);
        },
      ]),
    ),

    [`${DEMO_ACCOUNTS.unverifiedSubscriber.email} awaits a verification code`]: async () => {
      const account = seeded(DEMO_ACCOUNTS.unverifiedSubscriber);
      sendVerificationCode(world, account, 'en');
      return { email: account.email, code: account.verificationCode };
    },

    'a subscriber has a password reset link': resetLinkOf(DEMO_ACCOUNTS.subscriber),
    'a reseller has a password reset link': resetLinkOf(DEMO_ACCOUNTS.reseller),
    'an administrator has a password reset link': resetLinkOf(DEMO_ACCOUNTS.administrator),
    'a subscriber has used a password reset link': async () => {
      const link = await resetLinkOf(DEMO_ACCOUNTS.subscriber)();
      const usable = usableResetToken(world, link.passwordResetToken, 'subscriber');
      if (!usable) throw new Error('The reset link just sent cannot be used');
      resetPassword(usable, 'Used-Link-2025');
      return link;
    },

    // The seed holds a reset token per role for the document's examples; this state has none.
    'no password reset link was sent': async () => {
      world.state.accounts.resetTokens = [];
    },

    [`reseller code ${ACTIVE_RESELLER_CODE} is active`]: async () => {
      if (!isKnownResellerCode(world, ACTIVE_RESELLER_CODE))
        throw new Error(`The seed lost reseller code ${ACTIVE_RESELLER_CODE}`);
    },

    [`no reseller code ${UNKNOWN_RESELLER_CODE} exists`]: async () => {
      if (isKnownResellerCode(world, UNKNOWN_RESELLER_CODE))
        throw new Error(`The seed has reseller code ${UNKNOWN_RESELLER_CODE}`);
    },

    'plan 1 exists': async () => {
      if (!world.state.catalogue.plans.some((plan) => plan.id === 1))
        throw new Error('The seed has no plan 1');
      return { planId: 1 };
    },

    'an application with status COMPLETE exists': async () => {
      // Made by the carrier's own eligibility check, so the record is exactly what the mock keeps for one.
      const check = carrierOperations.find((operation) => operation.operationId === 'checkEligibility');
      if (!check) throw new Error('carrier-api.yaml has no checkEligibility');
      const response = await app.inject(exampleRequest(check));
      const body = response.json<Schemas['EligibilityResult']>();
      if (response.statusCode !== 200 || body.status !== 'COMPLETE')
        throw new Error(`The eligibility check answered ${response.statusCode} ${response.body}`);
      return { applicationId: body.applicationId, eligibilityCheckId: body.eligibilityCheckId };
    },
  };
}
