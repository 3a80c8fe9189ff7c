import { randomInt } from 'node:crypto';
import type { components } from '@carrier/contracts/control';
import type { RequestBody } from '@carrier/contracts/server';
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { anApplicant } from '@carrier/scenarios/test-data';
import type { FastifyInstance } from 'fastify';
import { findAccountByEmail } from '../auth/accounts';
import { signToken } from '../auth/tokens';
import { openCheckout } from '../commerce/checkout';
import { SESSION_HEADER } from '../http/headers';
import type { World } from '../world';
import type { JourneyStarter } from './catalogue';

type Started = components['schemas']['StartedJourney'];
export type Seeded = Pick<Started, 'applicant' | 'login' | 'cart'> & { checkoutUrl?: string };

/** The demo subscriber whose expired login and balance top-up starters seed (README, demo accounts). */
const DEMO_SUBSCRIBER = DEMO_ACCOUNTS.subscriber.email;

/** Letters only (names take letters, dot and hyphen): each started journey has its own applicant and household. */
function uniqueLetters(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** A new applicant as the wizard leaves them: an ordinary SSN, so the application is COMPLETE before any scenario. */
function newApplicant(): RequestBody<'checkEligibility'> {
  const lastName = `Lopez${uniqueLetters()}`;
  return anApplicant({
    lastName,
    language: 'English',
    address: `${randomInt(100, 9999)} Fifth Avenue`,
    contactEmail: `maria.${lastName.toLowerCase()}@example.com`,
  });
}

/** The site's summary page of what SIM_PURCHASE buys (plan 5 at its pricing 12): the cart a declined payment leads back to. */
const SIM_PURCHASE_PAGE = '/SummaryPlanPage?plan=5&price=12';

const SIM_PURCHASE: RequestBody<'purchaseSim'> = {
  planPricingIds: [12],
  addOnPlanIds: [],
  paymentGateway: 'stripe',
  emailAddress: 'maria.lopez@example.com',
  shippingCountry: 'US',
  shippingState: 'NY',
  shippingCity: 'New York',
  shippingZipcode: '10118',
  shippingAddress1: '350 Fifth Avenue',
  resellerCode: 'RS-ALPHA',
};

const TOP_UP_AMOUNT = 20;

function demoSubscriber(world: World) {
  const account = findAccountByEmail(world.state, DEMO_SUBSCRIBER);
  if (!account) throw new Error(`The seed has no ${DEMO_SUBSCRIBER}`);
  return account;
}

/** One carrier call into the mock itself, with the session's header, so the seeded records are the session's. */
async function call<T>(app: FastifyInstance, session: string, url: string, payload: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url, payload, headers: { [SESSION_HEADER]: session } });
  if (response.statusCode >= 300)
    throw new Error(`Seeding ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/**
 * Seeds what a starter's journey needs, before its scenarios are armed (so the seeding calls get the normal
 * outcome): through the carrier operations, except the expired login, which no operation can give.
 */
export async function seed(
  app: FastifyInstance,
  world: World,
  starter: JourneyStarter,
  session: string,
): Promise<Seeded> {
  switch (starter.seeds) {
    case 'applicant': {
      const applicant = newApplicant();
      const { applicationId, eligibilityCheckId } = await call<{
        applicationId: string;
        eligibilityCheckId: string;
      }>(app, session, '/public/acp/eligibility-check', applicant);
      return { applicant: { ...applicant, applicationId, eligibilityCheckId }, login: null, cart: null };
    }
    case 'checkout': {
      const { url, publicPaymentId } = await call<{ url: string; publicPaymentId: string }>(
        app,
        session,
        '/public/sim/purchase',
        SIM_PURCHASE,
      );
      return {
        applicant: null,
        login: null,
        cart: { paymentId: publicPaymentId, path: SIM_PURCHASE_PAGE },
        checkoutUrl: url,
      };
    }
    case 'top-up-checkout': {
      // The account portal sells top-ups (no carrier operation does): opened as the seeded top-ups are.
      const account = demoSubscriber(world);
      const { url } = openCheckout(world, {
        type: 'top_up',
        ownerId: account.id,
        customer: { firstName: 'John', lastName: 'Carter', emailAddress: account.email },
        items: [{ type: 'top_up', quantity: 1, total: TOP_UP_AMOUNT }],
        shipping: null,
        shippingRate: null,
        session,
        surcharges: [],
      });
      return { applicant: null, login: null, cart: null, checkoutUrl: url };
    }
    case 'expired-login': {
      const account = demoSubscriber(world);
      const exp = Math.floor(world.clock.nowMs() / 1000) - 60;
      const authToken = signToken(
        { sub: String(account.id), role: account.role, exp },
        world.settings.tokenSecret,
      );
      return {
        applicant: null,
        login: { authToken, expiresAt: new Date(exp * 1000).toISOString(), email: DEMO_SUBSCRIBER },
        cart: null,
      };
    }
    case 'nothing':
      return { applicant: null, login: null, cart: null };
  }
}
