import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, withCarrierClient } from '../../../testing/pact';
import { listPlans } from './list-plans';

const { arrayContaining, integer, number, regex, string } = MatchersV3;

const pact = carrierPact();

const PAYGO = {
  id: integer(3),
  name: string('paygo 3'),
  type: regex(/^(regular|acp|tribal|others)$/, 'regular'),
  bandwidth: integer(100),
  callMinutes: integer(100),
  sms: integer(100),
  costPerMonth: number(3),
};

describe('listPlans', () => {
  it('gives every plan of the catalogue', async () => {
    await pact
      .addInteraction()
      .given('the seed catalogue is on sale')
      .uponReceiving('a request for every plan')
      .withRequest('GET', '/public/plan', (request) => request.query({ lang: 'en' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          // Allowances are always sent: a number, or null for unlimited.
          arrayContaining(PAYGO, {
            ...PAYGO,
            id: integer(2),
            name: string('Tribal Unlimited Plan'),
            type: regex(/^(regular|acp|tribal|others)$/, 'tribal'),
            bandwidth: null,
            callMinutes: null,
            sms: null,
            costPerMonth: number(0),
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
