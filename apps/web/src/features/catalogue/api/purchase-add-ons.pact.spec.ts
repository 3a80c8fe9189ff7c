import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  type CarrierErrorCase,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';

import { purchaseAddOns } from './purchase-add-ons';

const { integer, regex } = MatchersV3;

const CHECKOUT = {
  url: regex(/^https?:\/\/\S+$/, 'http://127.0.0.1:4010/checkout/cs_test_2'),
  orderId: integer(9002),
  paymentId: integer(7002),
  publicOrderId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL'),
  publicPaymentId: regex(/^pay_[0-9A-Za-z]{24}$/, 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL'),
};
const GUEST = {
  addOnPlanIds: [21],
  zipCode: '33131',
  paymentGateway: 'stripe' as const,
  emailAddress: 'maria.lopez@example.com',
};

const pact = carrierPact();

type ErrorCase = Omit<CarrierErrorCase, 'method' | 'path'> & { body: object };

describe('purchaseAddOns', () => {
  it("opens a guest's checkout", async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a guest purchase of add-on 21 at 33131')
      .withRequest('POST', '/public/add-on_plan/purchase', (request) => request.jsonBody(GUEST))
      .willRespondWith(201, (response) => response.jsonBody(CHECKOUT))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseAddOns(client, { loggedIn: false, body: GUEST });
          expect(result.data?.url).toBe('http://127.0.0.1:4010/checkout/cs_test_2');
        }),
      );
  });

  it("opens a logged-in subscriber's checkout (no e-mail)", async () => {
    const body = { addOnPlanIds: [21], zipCode: '33131', paymentGateway: 'stripe' as const };
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a subscriber's purchase of add-on 21 at 33131")
      .withRequest('POST', '/subscriber/add-on_plans/purchase', (request) =>
        request.headers(bearerFromState()).jsonBody(body),
      )
      .willRespondWith(201, (response) => response.jsonBody(CHECKOUT))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseAddOns(client, { loggedIn: true, body });
          expect(result.data?.orderId).toBe(9002);
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers INVALID_RESELLER_CODE for an unknown reseller code', async () => {
    const body = { ...GUEST, resellerCode: 'NOPE-000' };
    await pact
      .addInteraction()
      .given('no reseller code NOPE-000 exists')
      .uponReceiving('a guest add-on purchase with the unknown reseller code NOPE-000')
      .withRequest('POST', '/public/add-on_plan/purchase', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_RESELLER_CODE', 'Invalid reseller code')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseAddOns(client, { loggedIn: false, body });
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_RESELLER_CODE' });
        }),
      );
  });
});

describe('purchaseAddOns: the documented errors', () => {
  const SUBSCRIBER = { addOnPlanIds: [21], zipCode: '33131', paymentGateway: 'stripe' as const };

  it('answers a guest ADD_ON_NOT_FOUND for an unknown add-on', async () => {
    const body = { ...GUEST, addOnPlanIds: [999] };
    await proveCarrierError(
      pact,
      {
        states: ['no add-on plan 999 exists'],
        description: 'a guest purchase of the unknown add-on 999',
        method: 'POST',
        path: '/public/add-on_plan/purchase',
        body,
        status: 404,
        code: 'ADD_ON_NOT_FOUND',
        message: 'Add-on not found',
      },
      (client) => purchaseAddOns(client, { loggedIn: false, body }),
    );
  });

  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a subscriber's add-on purchase with an expired token",
      body: SUBSCRIBER,
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: ['a verified subscriber is logged in', 'no add-on plan 999 exists'],
      description: "a subscriber's purchase of the unknown add-on 999",
      body: { ...SUBSCRIBER, addOnPlanIds: [999] },
      status: 404,
      code: 'ADD_ON_NOT_FOUND',
      message: 'Add-on not found',
    },
  ] satisfies ErrorCase[])('answers a subscriber $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/subscriber/add-on_plans/purchase', subscriber: true },
      (client) => purchaseAddOns(client, { loggedIn: true, body: outcome.body }),
    );
  });
});
