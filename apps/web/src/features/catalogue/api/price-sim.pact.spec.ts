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

import { priceSim } from './price-sim';

const { eachLike, integer, number, string } = MatchersV3;

const QUOTE = {
  items: eachLike({ name: string('Sim'), price: number(10), quantity: integer(1) }),
  total: number(18.42),
  message: string('Price calculated'),
};
const MIAMI = { shippingCountry: 'US', shippingZipcode: '33131', planPricingIds: [1], addOnPlanIds: [] };

const pact = carrierPact();

type ErrorCase = Omit<CarrierErrorCase, 'method' | 'path'> & { body: object };

describe('priceSim', () => {
  it('quotes a guest the pay-go plan shipped to Miami', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a guest price quote of the pay-go plan shipped to 33131')
      .withRequest('POST', '/public/sim/purchase/price', (request) => request.jsonBody(MIAMI))
      .willRespondWith(200, (response) => response.jsonBody(QUOTE))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceSim(client, MIAMI, false);
          expect(result.data?.items[0]).toEqual({ name: 'Sim', price: 10, quantity: 1 });
          expect(result.data?.total).toBe(18.42);
        }),
      );
  });

  it('quotes a logged-in subscriber by the subscriber path', async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a subscriber's price quote of the pay-go plan shipped to 33131")
      .withRequest('POST', '/subscriber/sim/purchase/price', (request) =>
        request.headers(bearerFromState()).jsonBody(MIAMI),
      )
      .willRespondWith(200, (response) => response.jsonBody(QUOTE))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceSim(client, MIAMI, true);
          expect(result.data?.total).toBe(18.42);
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers SHIPPING_RATE_NOT_FOUND for a country without a shipping rate', async () => {
    const body = { shippingCountry: 'AQ', planPricingIds: [1], addOnPlanIds: [] };
    await pact
      .addInteraction()
      .given('no shipping rate exists for AQ')
      .uponReceiving('a guest price quote shipped to AQ')
      .withRequest('POST', '/public/sim/purchase/price', (request) => request.jsonBody(body))
      .willRespondWith(404, (response) =>
        response.jsonBody(
          carrierError('SHIPPING_RATE_NOT_FOUND', 'Shipping rate not found for this country'),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceSim(client, body, false);
          expect(result.error).toMatchObject({ status: 404, code: 'SHIPPING_RATE_NOT_FOUND' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a US zip of 3 digits', async () => {
    const body = { ...MIAMI, shippingZipcode: '331' };
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a guest price quote with a 3-digit US zip')
      .withRequest('POST', '/public/sim/purchase/price', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('shippingZipcode', 'ZipCode should be 5 digits')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceSim(client, body, false);
          expect(result.error).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_FAILED' });
          expect(result.error?.fieldErrors[0]).toEqual({
            field: 'shippingZipcode',
            message: 'ZipCode should be 5 digits',
          });
        }),
      );
  });
});

describe('priceSim: the documented errors', () => {
  const LOGGED_IN = 'a verified subscriber is logged in';

  it.each([
    {
      states: ['no plan pricing 999 exists'],
      description: 'a guest price quote of the unknown plan pricing 999',
      body: { ...MIAMI, planPricingIds: [999] },
      status: 404,
      code: 'PLAN_PRICING_NOT_FOUND',
      message: 'Plan pricing not found',
    },
    {
      states: ['no add-on plan 999 exists'],
      description: 'a guest SIM price quote with the unknown add-on 999',
      body: { ...MIAMI, addOnPlanIds: [999] },
      status: 404,
      code: 'ADD_ON_NOT_FOUND',
      message: 'Add-on not found',
    },
  ] satisfies ErrorCase[])('answers a guest $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/public/sim/purchase/price' },
      (client) => priceSim(client, outcome.body, false),
    );
  });

  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a subscriber's SIM price quote with an expired token",
      body: MIAMI,
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: [LOGGED_IN, 'no shipping rate exists for AQ'],
      description: "a subscriber's price quote shipped to AQ",
      body: { shippingCountry: 'AQ', planPricingIds: [1], addOnPlanIds: [] },
      status: 404,
      code: 'SHIPPING_RATE_NOT_FOUND',
      message: 'Shipping rate not found for this country',
    },
    {
      states: [LOGGED_IN, 'no plan pricing 999 exists'],
      description: "a subscriber's price quote of the unknown plan pricing 999",
      body: { ...MIAMI, planPricingIds: [999] },
      status: 404,
      code: 'PLAN_PRICING_NOT_FOUND',
      message: 'Plan pricing not found',
    },
    {
      states: [LOGGED_IN, 'no add-on plan 999 exists'],
      description: "a subscriber's SIM price quote with the unknown add-on 999",
      body: { ...MIAMI, addOnPlanIds: [999] },
      status: 404,
      code: 'ADD_ON_NOT_FOUND',
      message: 'Add-on not found',
    },
  ] satisfies ErrorCase[])('answers a subscriber $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/subscriber/sim/purchase/price', subscriber: true },
      (client) => priceSim(client, outcome.body, true),
    );
  });
});
