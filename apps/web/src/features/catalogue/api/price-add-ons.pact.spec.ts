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

import { priceAddOns } from './price-add-ons';

const { eachLike, integer, number, string } = MatchersV3;

const QUOTE = {
  items: eachLike({ name: string('2GB Data'), price: number(5), quantity: integer(1) }),
  total: number(5.17),
  message: string('Price calculated'),
};

const pact = carrierPact();

type ErrorCase = Omit<CarrierErrorCase, 'method' | 'path'> & { body: object };

describe('priceAddOns', () => {
  it('quotes a guest an add-on in the United States', async () => {
    const body = { addOnPlanIds: [21], zipCode: '33131' };
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a guest price quote of add-on 21 at 33131')
      .withRequest('POST', '/public/add-on_plan/purchase/price', (request) => request.jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody(QUOTE))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceAddOns(client, body, false);
          expect(result.data?.items[0]?.name).toBe('2GB Data');
        }),
      );
  });

  it('quotes a subscriber an add-on outside the United States (no zip)', async () => {
    const body = { addOnPlanIds: [21] };
    await pact
      .addInteraction()
      .given('a verified subscriber is logged in')
      .uponReceiving("a subscriber's price quote of add-on 21 outside the United States")
      .withRequest('POST', '/subscriber/add-on_plans/purchase/price', (request) =>
        request.headers(bearerFromState()).jsonBody(body),
      )
      .willRespondWith(200, (response) => response.jsonBody(QUOTE))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceAddOns(client, body, true);
          expect(result.data?.total).toBe(5.17);
        }, EXAMPLE_TOKEN),
      );
  });

  it('answers ADD_ON_NOT_FOUND for an unknown add-on', async () => {
    const body = { addOnPlanIds: [999], zipCode: '33131' };
    await pact
      .addInteraction()
      .given('no add-on plan 999 exists')
      .uponReceiving('a guest price quote of the unknown add-on 999')
      .withRequest('POST', '/public/add-on_plan/purchase/price', (request) => request.jsonBody(body))
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('ADD_ON_NOT_FOUND', 'Add-on plan not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await priceAddOns(client, body, false);
          expect(result.error).toMatchObject({ status: 404, code: 'ADD_ON_NOT_FOUND' });
        }),
      );
  });
});

describe('priceAddOns: the documented errors of the subscriber path', () => {
  it.each([
    {
      states: ["the logged-in subscriber's token has expired"],
      description: "a subscriber's add-on price quote with an expired token",
      body: { addOnPlanIds: [21] },
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    },
    {
      states: ['a verified subscriber is logged in', 'no add-on plan 999 exists'],
      description: "a subscriber's price quote of the unknown add-on 999",
      body: { addOnPlanIds: [999], zipCode: '33131' },
      status: 404,
      code: 'ADD_ON_NOT_FOUND',
      message: 'Add-on not found',
    },
  ] satisfies ErrorCase[])('answers $code', async (outcome) => {
    await proveCarrierError(
      pact,
      { ...outcome, method: 'POST', path: '/subscriber/add-on_plans/purchase/price', subscriber: true },
      (client) => priceAddOns(client, outcome.body, true),
    );
  });
});
