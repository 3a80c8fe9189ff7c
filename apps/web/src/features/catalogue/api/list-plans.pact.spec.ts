import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../../testing/pact';
import { listPlans } from './list-plans';

const { eachLike, integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

describe('listPlans', () => {
  it('gives every plan of the catalogue', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for every plan')
      .withRequest('GET', '/public/plan')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            id: integer(3),
            name: string('paygo 3'),
            type: regex(/^(regular|acp|tribal|others)$/, 'regular'),
            // Allowances are null (unlimited) on some plans: each element is matched on what all share.
            costPerMonth: number(3),
          }),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await listPlans(client);
          expect(result.data?.[0]).toMatchObject({ id: 3, name: 'paygo 3', type: 'regular' });
        }),
      );
  });
});
