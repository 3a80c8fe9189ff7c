/**
 * Provider states of the pacts, keyed by the state strings the web's consumer tests give their interactions.
 * Each sets the world up before its interaction (the world is back to the seed before every interaction) and
 * may return values the pact injects into its request (`fromProviderState`).
 */
import type { Verifier } from '@pact-foundation/pact';
import type { BuiltApp } from '../../src/app';
import { signToken } from '../../src/auth/tokens';
import type { Schemas } from '../../src/store/schemas';
import { DEMO_ACCOUNTS } from '../../src/store/seed/accounts';
import { carrierOperations, exampleRequest } from '../contract/document-requests';

/** The verifier's state handlers (the package does not export the type by name). */
type StateHandlers = NonNullable<ConstructorParameters<typeof Verifier>[0]['stateHandlers']>;

const SUBSCRIBER = DEMO_ACCOUNTS.subscriber;

export function providerStates({ app, world }: BuiltApp): StateHandlers {
  const verifiedSubscriber = async () => {
    const account = world.state.accounts.accounts.find((candidate) => candidate.id === SUBSCRIBER.id);
    if (!account?.verified) throw new Error(`The seed lost its verified subscriber ${SUBSCRIBER.email}`);
    return { subscriberId: account.id, email: account.email, password: SUBSCRIBER.password };
  };

  return {
    'a verified subscriber exists': verifiedSubscriber,

    'a verified subscriber is logged in': async () => {
      const subscriber = await verifiedSubscriber();
      const exp = Math.floor(world.clock.nowMs() / 1000) + world.settings.tokenTtlSeconds;
      const token = signToken(
        { sub: String(subscriber.subscriberId), role: 'subscriber', exp },
        world.settings.tokenSecret,
      );
      return { ...subscriber, authToken: token };
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
