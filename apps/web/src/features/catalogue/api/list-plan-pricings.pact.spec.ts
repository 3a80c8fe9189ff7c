import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { listPlanPricings } from './list-plan-pricings';

const { arrayContaining, integer, number, regex } = MatchersV3;

const pricing = {
  id: integer(1),
  planId: integer(3),
  price: number(3),
  discountedPrice: null,
  duration: integer(1),
  durationUnit: regex(/^(month|day|year)$/, 'month'),
};
/** A list with a pricing without a discount and one with: `discountedPrice` is always sent, null or a price. */
const pricings = arrayContaining(pricing, {
  ...pricing,
  id: integer(3),
  price: number(36),
  discountedPrice: number(30),
  duration: integer(12),
});

const pact = carrierPact();

describe('listPlanPricings', () => {
  it('gives every plan pricing', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for every plan pricing')
      .withRequest('GET', '/public/plan_pricing')
      .willRespondWith(200, (response) => response.jsonBody(pricings))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listPlanPricings(client);
          expect(result.data?.[0]).toMatchObject({ id: 1, planId: 3, price: 3 });
        }),
      );
  });

  it('gives the pricings of one plan', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for the plan pricings of plan 3')
      .withRequest('GET', '/public/plan_pricing', (request) => request.query({ planId: '3' }))
      .willRespondWith(200, (response) => response.jsonBody(pricings))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listPlanPricings(client, 3);
          expect(result.data?.[0]).toMatchObject({ planId: 3, durationUnit: 'month' });
        }),
      );
  });

  it('answers PLAN_NOT_FOUND for the pricings of an unknown plan', async () => {
    await pact
      .addInteraction()
      .given('no plan 999 exists')
      .uponReceiving('a request for the plan pricings of the unknown plan 999')
      .withRequest('GET', '/public/plan_pricing', (request) => request.query({ planId: '999' }))
      .willRespondWith(404, (response) => response.jsonBody(carrierError('PLAN_NOT_FOUND', 'Plan not found')))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listPlanPricings(client, 999);
          expect(result.error).toMatchObject({ status: 404, code: 'PLAN_NOT_FOUND' });
        }),
      );
  });
});
