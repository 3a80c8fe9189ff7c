import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearerFromState,
  type CarrierErrorCase,
  carrierError,
  carrierPact,
  EXAMPLE_TOKEN,
  fieldValidationFailed,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';

import { purchaseSim } from './purchase-sim';

const { integer, regex } = MatchersV3;

const CHECKOUT = {
  url: regex(/^https?:\/\/\S+$/, 'http://127.0.0.1:4010/checkout/cs_test_1'),
  orderId: integer(9001),
  paymentId: integer(7001),
  publicOrderId: regex(/^ord_[0-9A-Za-z]{24}$/, 'ord_4kQ9zT2mX7bR1vN8cW3yH6jL'),
  publicPaymentId: regex(/^pay_[0-9A-Za-z]{24}$/, 'pay_4kQ9zT2mX7bR1vN8cW3yH6jL'),
};
const ADDRESS = {
  shippingCountry: 'US',
  shippingZipcode: '33131',
  shippingState: 'FL',
  shippingCity: 'Miami',
  shippingAddress1: '1200 Brickell Avenue',
  planPricingIds: [1],
  addOnPlanIds: [],
  paymentGateway: 'stripe' as const,
};
const GUEST = { ...ADDRESS, emailAddress: 'maria.lopez@example.com' };

const pact = carrierPact();

type ErrorCase = Omit<CarrierErrorCase, 'method' | 'path'> & { body: object };

describe('purchaseSim', () => {
  it("opens a guest's checkout", async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a guest purchase of the pay-go plan shipped to 33131')
      .withRequest('POST', '/public/sim/purchase', (request) => request.jsonBody(GUEST))
      .willRespondWith(201, (response) => response.jsonBody(CHECKOUT))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseSim(client, { loggedIn: false, body: GUEST });
          expect(result.data?.url).toBe('http://127.0.0.1:4010/checkout/cs_test_1');
        }),
      );
  });

  it("opens a logged-in subscriber's checkout", async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a subscriber's purchase of the pay-go plan shipped to 33131")
      .withRequest('POST', '/subscriber/sim/purchase', (request) =>
        request.headers(bearerFromState()).jsonBody(ADDRESS),
      )
      .willRespondWith(201, (response) => response.jsonBody(CHECKOUT))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseSim(client, { loggedIn: true, body: ADDRESS });
          expect(result.data?.paymentId).toBe(7001);
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers INVALID_RESELLER_CODE for an unknown reseller code', async () => {
    const body = { ...GUEST, resellerCode: 'NOPE-000' };
    await pact
      .addInteraction()
      .given('no reseller code NOPE-000 exists')
      .uponReceiving('a guest purchase with the unknown reseller code NOPE-000')
      .withRequest('POST', '/public/sim/purchase', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_RESELLER_CODE', 'Invalid reseller code')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseSim(client, { loggedIn: false, body });
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_RESELLER_CODE' });
        }),
      );
  });

  it('answers SHIPPING_RATE_NOT_FOUND for a country without a shipping rate', async () => {
    const body = { ...GUEST, shippingCountry: 'AQ', shippingZipcode: 'B1234', shippingState: 'Ross Island' };
    await pact
      .addInteraction()
      .given('no shipping rate exists for AQ')
      .uponReceiving('a guest purchase shipped to AQ')
      .withRequest('POST', '/public/sim/purchase', (request) => request.jsonBody(body))
      .willRespondWith(404, (response) =>
        response.jsonBody(
          carrierError('SHIPPING_RATE_NOT_FOUND', 'Shipping rate not found for this country'),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseSim(client, { loggedIn: false, body });
          expect(result.error).toMatchObject({ status: 404, code: 'SHIPPING_RATE_NOT_FOUND' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a one-character address', async () => {
    const body = { ...GUEST, shippingAddress1: 'X' };
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a guest purchase with a one-character address')
      .withRequest('POST', '/public/sim/purchase', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('shippingAddress1', 'Shipping Address Invalid')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await purchaseSim(client, { loggedIn: false, body });
          expect(result.error?.code).toBe('FIELD_VALIDATION_FAILED');
          expect(result.error?.fieldErrors[0]?.field).toBe('shippingAddress1');
        }),
      );
  });
});

describe('purchaseSim: the documented errors', () => {
  const AQ = { shippingCountry: 'AQ', shippingZipcode: 'B1234', shippingState: 'Ross Island' };
  const LOGGED_IN = 'a verified subscriber is logged in';

  it.each([
    {
      states: ['no plan pricing 999 exists'],
      description: 'a guest purchase of the unknown plan pricing 999',
      body: { ...GUEST, planPricingIds: [999] },
      status: 404,
      code: 'PLAN_PRICING_NOT_FOUND',
      message: 'Plan pricing not found',
    },
    {
      states: ['no add-on plan 999 exists'],
      description: 'a guest purchase with the unknown add-on 999',
      body: { ...GUEST, addOnPlanIds: [999] },
      status: 404,
      code: 'ADD_ON_NOT_FOUND',
      message: 'Add-on not found',
    },
  ] satisfies ErrorCase[])('answers a guest $code', async (outcome) => {
    await proveCarrierError(pact, { ...outcome, method: 'POST', path: '/public/sim/purchase' }, (client) =>
      purchaseSim(client, { loggedIn: false, body: outcome.body }),
    );
  });

  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a subscriber's SIM purchase with an expired token",
      body: ADDRESS,
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: [LOGGED_IN, 'no shipping rate exists for AQ'],
      description: "a subscriber's SIM purchase shipped to AQ",
      body: { ...ADDRESS, ...AQ },
      status: 404,
      code: 'SHIPPING_RATE_NOT_FOUND',
      message: 'Shipping rate not found for this country',
    },
    {
      states: [LOGGED_IN, 'no plan pricing 999 exists'],
      description: "a subscriber's purchase of the unknown plan pricing 999",
      body: { ...ADDRESS, planPricingIds: [999] },
      status: 404,
      code: 'PLAN_PRICING_NOT_FOUND',
      message: 'Plan pricing not found',
    },
    {
      states: [LOGGED_IN, 'no add-on plan 999 exists'],
      description: "a subscriber's SIM purchase with the unknown add-on 999",
      body: { ...ADDRESS, addOnPlanIds: [999] },
      status: 404,
      code: 'ADD_ON_NOT_FOUND',
      message: 'Add-on not found',
    },
  ] satisfies ErrorCase[])('answers a subscriber $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/subscriber/sim/purchase', subscriber: true },
      (client) => purchaseSim(client, { loggedIn: true, body: outcome.body }),
    );
  });
});
